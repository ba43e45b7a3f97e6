/**
 * A styled() element's shouldForwardProp: the props that choose its look (and MUI's own: sx, as, theme)
 * are never written onto the element, everything else is.
 */
export function lookProp(names: readonly string[]) {
  const style = new Set([...names, 'sx', 'as', 'theme', 'ownerState']);
  return (prop: string) => !style.has(prop);
}
