/**
 * True for a path of this site: one leading `/`, never `//` or `/\` (which browsers read as another
 * host), no backslashes or control characters anywhere.
 */
export function isSameOriginPath(path: unknown): path is string {
  // eslint-disable-next-line no-control-regex
  return typeof path === 'string' && /^\/(?![/\\])/.test(path) && !/[\\\u0000-\u001f\u007f]/.test(path);
}

/** A non-blank string field of the navigation state (`location.state`), or undefined. */
export function stateString(state: unknown, key: string): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}
