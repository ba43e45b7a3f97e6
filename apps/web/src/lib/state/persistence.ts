import { createAction, type Reducer } from '@reduxjs/toolkit';
import { type TextStorage, webStorage } from './web-storage';

/** A slice kept in browser storage, less the fields not worth keeping (request flags). */
export interface PersistedSlice {
  slice: string;
  omit?: readonly string[];
}

type Fields = Record<string, unknown>;
type SliceStates = Record<string, Fields>;

// The stored shape is redux-persist's (v6), which the shop used before: under 'persist:<slice>', a JSON
// object of the slice's fields each JSON-encoded on its own, with `_persist` holding the version. So
// what earlier visits stored (a shopper's cart, session and choices) reads back, and the other way round.
const PREFIX = 'persist:';
/** -1 is redux-persist's default version, the one the stored state carries. A new shape gets a new one. */
export const STORAGE_VERSION = -1;
const STORED_META = JSON.stringify({ version: STORAGE_VERSION, rehydrated: true });
// Changes in a burst (a tap that updates the cart, then its totals and flags) make one write.
export const WRITE_DELAY_MS = 200;

/** The stored slices, read back into the store: each replaces the fields it has. */
export const rehydrated = createAction<SliceStates>('persist/rehydrated');

/** A root reducer that also takes `rehydrated`. */
export function rehydratable<S>(reducer: Reducer<S>): Reducer<S> {
  return (state, action) => {
    if (!state || !rehydrated.match(action)) return reducer(state, action);
    const next = { ...state } as Record<string, unknown>;
    for (const [slice, fields] of Object.entries(action.payload)) {
      next[slice] = { ...(next[slice] as Fields), ...fields };
    }
    return next as S;
  };
}

/** Stored JSON of the kind the field has now (null standing for anything), so a reducer never meets a surprise. */
function sameKind(stored: unknown, current: unknown): boolean {
  if (stored === null || current === null || current === undefined) return true;
  return typeof stored === typeof current && Array.isArray(stored) === Array.isArray(current);
}

/** One slice's stored fields that it still has, or undefined when nothing usable is stored. */
function readSlice(
  storage: TextStorage,
  { slice, omit }: PersistedSlice,
  current: Fields,
): Fields | undefined {
  const raw = storage.getItem(PREFIX + slice);
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as Record<string, string>;
    const meta = stored._persist ? (JSON.parse(stored._persist) as { version?: unknown }) : undefined;
    if (meta && meta.version !== STORAGE_VERSION) return undefined;
    const fields: Fields = {};
    for (const [field, value] of Object.entries(stored)) {
      if (!(field in current) || omit?.includes(field)) continue;
      const parsed: unknown = JSON.parse(value);
      // One bad field and the slice starts afresh: half a cart (lines without their totals) is worse.
      if (!sameKind(parsed, current[field])) return undefined;
      fields[field] = parsed;
    }
    return fields;
  } catch {
    return undefined; // not JSON: written by something else, or cut short
  }
}

function writeSlice(storage: TextStorage, { slice, omit }: PersistedSlice, state: Fields): void {
  const stored: Record<string, string> = {};
  for (const [field, value] of Object.entries(state)) {
    if (value !== undefined && !omit?.includes(field)) stored[field] = JSON.stringify(value);
  }
  stored._persist = STORED_META;
  storage.setItem(PREFIX + slice, JSON.stringify(stored));
}

interface PersistableStore {
  getState(): unknown;
  dispatch(action: ReturnType<typeof rehydrated>): unknown;
  subscribe(listener: () => void): unknown;
}

/**
 * Restores the stored slices into the store at once (synchronously: the first render already has the
 * shopper's cart), then writes each slice back when it changes, a moment later. `flush` writes what is
 * pending now: the page calls it on its way out.
 */
export function persistState(
  store: PersistableStore,
  slices: readonly PersistedSlice[],
  storage: TextStorage = webStorage,
): { flush(): void } {
  const stateOf = () => store.getState() as SliceStates;
  const found: SliceStates = {};
  for (const persisted of slices) {
    const fields = readSlice(storage, persisted, stateOf()[persisted.slice] ?? {});
    if (fields) found[persisted.slice] = fields;
  }
  if (Object.keys(found).length > 0) store.dispatch(rehydrated(found));

  let written = stateOf();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = (state: SliceStates) => slices.filter(({ slice }) => state[slice] !== written[slice]);
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const state = stateOf();
    for (const persisted of changed(state)) writeSlice(storage, persisted, state[persisted.slice]!);
    written = state;
  };
  store.subscribe(() => {
    if (timer === undefined && changed(stateOf()).length > 0) timer = setTimeout(flush, WRITE_DELAY_MS);
  });
  return { flush };
}
