// WCAG 2.1 contrast, for tests that hold the shop's colours to AA (4.5:1 for text).

/** Red, green, blue (0–255) and alpha (0–1). */
export type Rgba = [number, number, number, number];

/** `#rgb`, `#rrggbb`, `rgb(…)` or `rgba(…)`. */
export function parseColour(colour: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d) : hex[1]!.match(/../g)!;
    const [r, g, b] = digits.map((d) => parseInt(d, 16));
    return [r!, g!, b!, 1];
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(colour.trim());
  if (!fn) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, a = 1] = fn[1]!.split(',').map(Number);
  return [r!, g!, b!, a];
}

/** `top` painted over the opaque `under`. */
export function over(top: Rgba, under: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two opaque colours (1 to 21). */
export function contrast(text: Rgba, ground: Rgba): number {
  const [hi, lo] = [luminance(text), luminance(ground)].sort((a, b) => b - a);
  return (hi! + 0.05) / (lo! + 0.05);
}
