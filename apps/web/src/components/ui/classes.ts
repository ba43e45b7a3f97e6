/** A class attribute from the names given, leaving out the ones that are off (false, undefined, ''). */
export function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
