/** The little of the Web Storage API persistence uses: synchronous, so a page starts with its state. */
export interface TextStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

// localStorage throws in some browsers (private mode, storage full, storage blocked): the shop then
// keeps its state in memory for the visit and stays usable.
const memory = new Map<string, string>();

export const webStorage: TextStorage = {
  getItem(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  setItem(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
  },
};
