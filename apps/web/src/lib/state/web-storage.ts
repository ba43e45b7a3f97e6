import type { Storage } from 'redux-persist';

// redux-persist's own storage import breaks in Vite 8 builds; this is the same thing, and it survives
// browsers where localStorage throws (private mode, storage full) by keeping the app usable in memory.
const memory = new Map<string, string>();

export const webStorage: Storage = {
  getItem: async (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  setItem: async (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
  },
  removeItem: async (key: string) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      memory.delete(key);
    }
  },
};
