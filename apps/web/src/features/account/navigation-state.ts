/** A non-blank string field of the navigation state (`location.state`), or undefined. */
export function stateString(state: unknown, key: string): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}
