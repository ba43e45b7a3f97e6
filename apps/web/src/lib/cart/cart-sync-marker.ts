// Which customer's server cart the local cart was last merged with. Merging adds quantities, so it must
// happen once per login, not on every reload: the marker survives reloads and is cleared on logout.
const KEY = 'kandamul:cart-merged-for';

export function mergedFor(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function markMerged(userId: string | null): void {
  try {
    if (userId) window.localStorage.setItem(KEY, userId);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable (private mode): the merge may run again next time, which only adds quantities.
  }
}
