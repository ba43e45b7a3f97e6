import type { Actor } from './roles';

/** A move a state machine allows, and who may make it. */
export interface Move<S extends string> {
  from: S;
  to: S;
  by: readonly Actor[];
}

export type TransitionCheck = { ok: true } | { ok: false; message: string };

/**
 * Checks one move against a machine's table. The message says what is wrong in words a member of
 * staff can act on: the move does not exist at all, or this actor may not make it.
 */
export function checkMove<S extends string>(
  moves: readonly Move<S>[],
  describe: (status: S) => string,
  from: S,
  to: S,
  actor: Actor,
): TransitionCheck {
  if (from === to) return { ok: false, message: `It is already ${describe(to)}.` };
  const move = moves.find((m) => m.from === from && m.to === to);
  if (!move) return { ok: false, message: `Cannot go from ${describe(from)} to ${describe(to)}.` };
  if (!move.by.includes(actor)) {
    return { ok: false, message: `A ${actor} cannot move it from ${describe(from)} to ${describe(to)}.` };
  }
  return { ok: true };
}

/** The states reachable from `from` by `actor`: what the console offers as buttons. */
export function nextStates<S extends string>(moves: readonly Move<S>[], from: S, actor: Actor): S[] {
  return moves.filter((m) => m.from === from && m.by.includes(actor)).map((m) => m.to);
}
