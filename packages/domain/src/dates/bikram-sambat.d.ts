// Types for the parts of bikram-sambat (Apache-2.0, CommonJS, no types of its own) the shop calls.
declare module 'bikram-sambat' {
  interface YMD {
    year: number;
    month: number;
    day: number;
  }
  /** Days in a BS month (1–12); throws for a year outside its tables. */
  export function daysInMonth(year: number, month: number): number;
  /** AD 'YYYY-MM-DD' → BS year, month (1–12), day. */
  export function toBik(greg: string): YMD;
  /** BS year, month (1–12), day → AD year, month, day. */
  export function toGreg(year: number, month: number, day: number): YMD;
}
