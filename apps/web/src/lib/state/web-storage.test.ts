import { afterEach, describe, expect, it, vi } from 'vitest';
import { webStorage } from './web-storage';

describe('webStorage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads and writes localStorage', () => {
    webStorage.setItem('persist:theme', '{"mode":"\\"dark\\""}');
    expect(window.localStorage.getItem('persist:theme')).toBe('{"mode":"\\"dark\\""}');
    expect(webStorage.getItem('persist:theme')).toBe('{"mode":"\\"dark\\""}');
  });

  it('keeps the state in memory for the visit where localStorage throws (private mode, full)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => webStorage.setItem('persist:cart', '{}')).not.toThrow();
    expect(webStorage.getItem('persist:cart')).toBe('{}');
  });
});
