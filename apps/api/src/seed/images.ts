import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { DiskStorage, MEDIA_PREFIX, type Storage } from '../infra/storage';

// The demo shop's pictures, made for this project: Microsoft's Fluent Emoji Flat artwork (MIT, see NOTICE)
// composed with sharp onto soft grounds, a nanglo (winnowing tray), packs and labels. Nothing is downloaded.

export const DETAIL_SIZE = 800;
export const THUMB_SIZE = 320;
export const CATEGORY_SIZE = 160;
export const BANNER_SIZE = { width: 1600, height: 600 };
/** The banner for phones: the same picture at half the width (a third of the bytes). */
export const BANNER_SMALL_SIZE = { width: 800, height: 300 };

export type PackKind = 'bag' | 'jar' | 'bottle' | 'box' | 'pouch' | 'tray';
export type ImageVariant = 'pack' | 'hero' | 'group' | 'closeup';
export type Tone = 'pale' | 'cream' | 'dark' | 'green' | 'yellow';

/** What a product's pictures are made of. */
export interface ProductImageSpec {
  slug: string;
  /** Fluent Emoji Flat icon names: the first is the product, the others keep it company in the group shot. */
  emoji: string[];
  /** Hue rotation in degrees (red lentils from the beans icon, green mung...). */
  hue?: number;
  /** Recolouring: 'pale' washes out (cabbage), 'cream' whitens (cauliflower from broccoli), 'dark' deepens
   * (black lentils), 'green' turns red to green (green chilli), 'yellow' turns pink to yellow (mustard flowers). */
  tone?: Tone;
  /** The colour of a jar's or bottle's contents (milk, ghee, oil). */
  tint?: string;
  /** Packaged goods get a pack shot as their first picture. */
  pack?: PackKind;
  /** Short text on the pack label, e.g. 'BASMATI'. */
  label?: string;
  /** The unit printed on the pack, e.g. '5 kg'. */
  unit?: string;
  variants: ImageVariant[];
}

export interface ImageTheme {
  /** The soft ground of the category. */
  ground: string;
  /** A deeper tone of the same colour for patterns and shadows. */
  deep: string;
}

const require = createRequire(import.meta.url);

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

let iconSet: IconSet | null = null;
function icons(): IconSet {
  iconSet ??= JSON.parse(
    readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
  ) as IconSet;
  return iconSet;
}

export function emojiExists(name: string): boolean {
  return name in icons().icons;
}

interface EmojiLook {
  rotate?: number;
  hue?: number | undefined;
  tone?: Tone | undefined;
}

const TONE_FILTERS: Record<Tone, string> = {
  pale:
    '<feColorMatrix type="saturate" values="0.35"/>' +
    '<feComponentTransfer><feFuncR type="linear" slope="0.5" intercept="0.45"/><feFuncG type="linear" slope="0.5" intercept="0.47"/><feFuncB type="linear" slope="0.5" intercept="0.4"/></feComponentTransfer>',
  cream:
    '<feColorMatrix type="saturate" values="0"/>' +
    '<feComponentTransfer><feFuncR type="linear" slope="0.25" intercept="0.75"/><feFuncG type="linear" slope="0.25" intercept="0.73"/><feFuncB type="linear" slope="0.25" intercept="0.64"/></feComponentTransfer>',
  dark: '<feComponentTransfer><feFuncR type="linear" slope="0.42"/><feFuncG type="linear" slope="0.4"/><feFuncB type="linear" slope="0.4"/></feComponentTransfer>',
  green: '<feColorMatrix type="matrix" values="0.25 0.1 0 0 0  0.6 1 0 0 0  0.1 0 1 0 0  0 0 0 1 0"/>',
  yellow: '<feColorMatrix type="matrix" values="1 0 0 0 0  0.7 0.5 0 0 0  0 0 0.2 0 0  0 0 0 1 0"/>',
};

let uid = 0;
/** An emoji as an SVG fragment of `size` px with its top-left at (x, y), optionally rotated and recoloured. */
function emoji(name: string, x: number, y: number, size: number, look: EmojiLook = {}): string {
  const set = icons();
  const icon = set.icons[name] ?? set.icons['package']!;
  const w = icon.width ?? set.width ?? 32;
  const h = icon.height ?? set.height ?? 32;
  let filterDef = '';
  let filterAttr = '';
  if (look.hue || look.tone) {
    uid += 1;
    const steps =
      (look.hue ? `<feColorMatrix type="hueRotate" values="${look.hue}"/>` : '') +
      (look.tone ? TONE_FILTERS[look.tone] : '');
    filterDef = `<defs><filter id="f${uid}" color-interpolation-filters="sRGB">${steps}</filter></defs>`;
    filterAttr = ` filter="url(#f${uid})"`;
  }
  const body = `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${w} ${h}">${filterDef}<g${filterAttr}>${icon.body}</g></svg>`;
  if (!look.rotate) return body;
  return `<g transform="rotate(${look.rotate} ${x + size / 2} ${y + size / 2})">${body}</g>`;
}

function look(spec: ProductImageSpec): EmojiLook {
  return { hue: spec.hue, tone: spec.tone };
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

function svgDoc(width: number, height: number, inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${inner}</svg>`;
}

/** A soft radial ground with a faint pattern of dots, so the picture is not a flat fill. */
function softGround(w: number, h: number, theme: ImageTheme, seed: number): string {
  const dots: string[] = [];
  for (let i = 0; i < 18; i += 1) {
    const px = ((seed * 37 + i * 131) % 97) / 97;
    const py = ((seed * 53 + i * 71) % 89) / 89;
    const r = 4 + ((seed + i * 7) % 9);
    dots.push(
      `<circle cx="${(px * w).toFixed(1)}" cy="${(py * h).toFixed(1)}" r="${r}" fill="${theme.deep}" opacity="0.10"/>`,
    );
  }
  return (
    `<defs><radialGradient id="g" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="0.55" stop-color="${theme.ground}"/><stop offset="1" stop-color="${theme.deep}" stop-opacity="0.55"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="${theme.ground}"/><rect width="${w}" height="${h}" fill="url(#g)"/>${dots.join('')}`
  );
}

function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.18): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3b2f1e" opacity="${opacity}"/>`;
}

/** The centred hero shot: one large item on the category's ground. */
function heroSvg(spec: ProductImageSpec, theme: ImageTheme, seed: number): string {
  const S = DETAIL_SIZE;
  const size = 500;
  return svgDoc(
    S,
    S,
    softGround(S, S, theme, seed) +
      shadow(S / 2, 640, 210, 34) +
      emoji(spec.emoji[0]!, (S - size) / 2, 130, size, look(spec)),
  );
}

/** A nanglo (bamboo winnowing tray) with two or three items on it. */
function groupSvg(spec: ProductImageSpec, theme: ImageTheme, seed: number): string {
  const S = DETAIL_SIZE;
  const rings: string[] = [];
  for (let r = 40; r < 330; r += 26) {
    rings.push(
      `<ellipse cx="400" cy="470" rx="${r * 1.08}" ry="${r * 0.62}" fill="none" stroke="#b88a4a" stroke-width="3" opacity="0.45"/>`,
    );
  }
  const tray =
    shadow(400, 500, 370, 200, 0.2) +
    `<ellipse cx="400" cy="470" rx="360" ry="210" fill="#e2bf7f"/>` +
    `<ellipse cx="400" cy="470" rx="360" ry="210" fill="none" stroke="#9c6b2f" stroke-width="14"/>` +
    rings.join('');
  const [a, b = a, c = a] = [spec.emoji[0]!, spec.emoji[1], spec.emoji[2] ?? spec.emoji[0]];
  const items =
    emoji(b!, 150, 250, 280, { rotate: -14, ...(b === a ? look(spec) : {}) }) +
    emoji(c!, 380, 230, 270, { rotate: 12, ...(c === a ? look(spec) : {}) }) +
    emoji(a, 250, 360, 320, { rotate: seed % 2 ? 6 : -6, ...look(spec) });
  return svgDoc(S, S, softGround(S, S, theme, seed + 3) + tray + items);
}

const LEAF = { ground: '#4f8f3a', deep: '#24561f' };
const TURMERIC = { ground: '#f6b73c', deep: '#c9780a' };

/** A close, angled crop on a leaf-green or turmeric ground. */
function closeupSvg(spec: ProductImageSpec, _theme: ImageTheme, seed: number): string {
  const S = DETAIL_SIZE;
  const ground = seed % 2 === 0 ? LEAF : TURMERIC;
  const leaves: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const x = (seed * 97 + i * 151) % S;
    const y = (seed * 61 + i * 233) % S;
    leaves.push(
      `<ellipse cx="${x}" cy="${y}" rx="70" ry="26" transform="rotate(${(i * 47 + seed * 13) % 180} ${x} ${y})" fill="${ground.deep}" opacity="0.25"/>`,
    );
  }
  const size = 760;
  return svgDoc(
    S,
    S,
    `<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ground.ground}"/>` +
      `<stop offset="1" stop-color="${ground.deep}"/></linearGradient></defs>` +
      `<rect width="${S}" height="${S}" fill="url(#c)"/>${leaves.join('')}` +
      emoji(spec.emoji[0]!, seed % 2 ? 130 : -60, 110, size, { rotate: seed % 2 ? 18 : -16, ...look(spec) }),
  );
}

/** The pack shot: a kraft bag, jar, bottle, box or pouch with a printed label. */
function packSvg(spec: ProductImageSpec, theme: ImageTheme, seed: number): string {
  const S = DETAIL_SIZE;
  const kind = spec.pack ?? 'bag';
  let body = '';
  let label = { x: 250, y: 300, w: 300, h: 250 };
  switch (kind) {
    case 'bag':
      body =
        `<path d="M215 170 L585 170 L615 690 Q400 720 185 690 Z" fill="#c8995a"/>` +
        `<path d="M215 170 L585 170 L592 230 L208 230 Z" fill="#a97a3f"/>` +
        `<path d="M240 185 L560 185" stroke="#8a5f2c" stroke-width="6" stroke-dasharray="14 10"/>`;
      label = { x: 245, y: 290, w: 310, h: 300 };
      break;
    case 'pouch':
      body =
        `<path d="M235 190 Q400 160 565 190 L590 680 Q400 705 210 680 Z" fill="#f4f1e8" stroke="${theme.deep}" stroke-width="6"/>` +
        `<rect x="235" y="210" width="330" height="22" rx="8" fill="${theme.deep}" opacity="0.6"/>`;
      label = { x: 260, y: 290, w: 280, h: 300 };
      break;
    case 'jar':
      body =
        `<rect x="255" y="150" width="290" height="80" rx="16" fill="#b7412e"/>` +
        `<rect x="255" y="150" width="290" height="24" rx="10" fill="#d65a43"/>` +
        `<path d="M240 230 L560 230 Q600 250 600 300 L600 650 Q600 700 550 700 L250 700 Q200 700 200 650 L200 300 Q200 250 240 230 Z" fill="${spec.tint ?? '#f0b53c'}" opacity="0.92"/>` +
        `<rect x="222" y="260" width="24" height="380" rx="12" fill="#ffffff" opacity="0.35"/>`;
      label = { x: 245, y: 330, w: 310, h: 280 };
      break;
    case 'bottle':
      body =
        `<rect x="345" y="110" width="110" height="60" rx="12" fill="#2f6b2a"/>` +
        `<path d="M360 170 L440 170 L440 240 Q560 280 560 360 L560 660 Q560 705 515 705 L285 705 Q240 705 240 660 L240 360 Q240 280 360 240 Z" fill="${spec.tint ?? '#e8c547'}" opacity="0.95"/>` +
        `<rect x="262" y="360" width="20" height="290" rx="10" fill="#ffffff" opacity="0.35"/>`;
      label = { x: 265, y: 380, w: 270, h: 260 };
      break;
    case 'box':
      body =
        `<path d="M200 230 L400 160 L600 230 L400 300 Z" fill="${theme.deep}" opacity="0.85"/>` +
        `<path d="M200 230 L400 300 L400 700 L200 630 Z" fill="#d8c3a0"/><path d="M600 230 L400 300 L400 700 L600 630 Z" fill="#c4aa80"/>`;
      label = { x: 228, y: 330, w: 150, h: 240 };
      break;
    case 'tray':
      body =
        `<rect x="150" y="380" width="500" height="280" rx="30" fill="#2f3b30"/>` +
        `<rect x="170" y="400" width="460" height="240" rx="20" fill="#5b4630"/>`;
      label = { x: 0, y: 0, w: 0, h: 0 };
      break;
  }
  let labelSvg = '';
  if (kind === 'tray') {
    const seedlings = [190, 330, 470].map((x, i) =>
      emoji(spec.emoji[0]!, x, 250 + (i % 2) * 20, 150, { rotate: (i - 1) * 8, ...look(spec) }),
    );
    labelSvg = seedlings.join('');
  } else {
    const { x, y, w, h } = label;
    const iconSize = Math.min(w * 0.55, h * 0.5);
    const text = escapeXml((spec.label ?? '').toUpperCase());
    const fontSize = text.length > 9 ? Math.max(20, Math.floor((w - 24) / (text.length * 0.62))) : 38;
    labelSvg =
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="#fffaf0" stroke="${theme.deep}" stroke-width="5"/>` +
      emoji(spec.emoji[0]!, x + (w - iconSize) / 2, y + 18, iconSize, look(spec)) +
      `<text x="${x + w / 2}" y="${y + h - 62}" font-family="sans-serif" font-weight="bold" font-size="${fontSize}" text-anchor="middle" fill="#2b3a23">${text}</text>` +
      (spec.unit
        ? `<text x="${x + w / 2}" y="${y + h - 22}" font-family="sans-serif" font-size="28" text-anchor="middle" fill="${theme.deep}">${escapeXml(spec.unit)}</text>`
        : '');
  }
  return svgDoc(S, S, softGround(S, S, theme, seed + 7) + shadow(400, 705, 240, 28, 0.22) + body + labelSvg);
}

/** The SVG of each of a product's pictures, in display order (the first is the primary image). */
export function productImageSvgs(spec: ProductImageSpec, theme: ImageTheme, seed: number): string[] {
  return spec.variants.map((v, i) => {
    switch (v) {
      case 'pack':
        return packSvg(spec, theme, seed + i);
      case 'hero':
        return heroSvg(spec, theme, seed + i);
      case 'group':
        return groupSvg(spec, theme, seed + i);
      case 'closeup':
        return closeupSvg(spec, theme, seed + i);
    }
  });
}

export function productImageKeys(slug: string, count: number): { image: string; thumbnail: string }[] {
  return Array.from({ length: count }, (_, i) => ({
    image: `catalog/${slug}-${i + 1}.webp`,
    thumbnail: `catalog/${slug}-${i + 1}-thumb.webp`,
  }));
}

export function categoryImageKey(slug: string): string {
  return `catalog/category-${slug}.webp`;
}

export function bannerImageKeys(slug: string): { image: string; small: string } {
  return { image: `catalog/banner-${slug}.webp`, small: `catalog/banner-${slug}-small.webp` };
}

/** The public URL of a key, with or without a storage at hand (tests seed without one). */
export function mediaUrl(storage: Storage | undefined, key: string): string {
  return storage ? storage.url(key) : MEDIA_PREFIX + key;
}

// Effort 1 for the large pictures keeps the first start short (about 50 ms each, ~18 kB); thumbnails,
// which every product card loads, get the smaller output of effort 3 at little cost.
const WEBP = { quality: 82, effort: 3 } as const;
const WEBP_FAST = { quality: 82, effort: 1 } as const;

/** Renders one product picture as WebP at detail size and thumbnail size (the SVG is rasterised once). */
export async function renderProductImage(svg: string): Promise<{ detail: Buffer; thumb: Buffer }> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(DETAIL_SIZE, DETAIL_SIZE)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [detail, thumb] = await Promise.all([
    sharp(data, raw).webp(WEBP_FAST).toBuffer(),
    sharp(data, raw).resize(THUMB_SIZE, THUMB_SIZE).webp(WEBP).toBuffer(),
  ]);
  return { detail, thumb };
}

export function categoryImageSvg(emojiName: string, theme: ImageTheme): string {
  const S = CATEGORY_SIZE;
  return svgDoc(
    S,
    S,
    `<circle cx="80" cy="80" r="78" fill="${theme.ground}"/><circle cx="80" cy="80" r="78" fill="none" stroke="${theme.deep}" stroke-width="3" opacity="0.5"/>` +
      shadow(80, 128, 44, 8, 0.15) +
      emoji(emojiName, 28, 24, 104),
  );
}

export async function renderCategoryImage(emojiName: string, theme: ImageTheme): Promise<Buffer> {
  return sharp(Buffer.from(categoryImageSvg(emojiName, theme)))
    .webp({ quality: 85 })
    .toBuffer();
}

// --- Banners: ground and artwork as SVG, headlines set by Pango in Mukta (OFL) so Devanagari is right.

export interface BannerSpec {
  slug: string;
  title: string;
  nepaliTitle: string;
  tagline: string;
  emoji: string[];
  ground: [string, string];
  ink: string;
}

/** The web package ships Mukta as WOFF; fontconfig here reads TrueType, so unpack it once into a temp folder. */
function woffToSfnt(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  for (let i = 0; i < numTables; i += 1) {
    const e = 44 + i * 20;
    const at = woff.readUInt32BE(e + 4);
    const compLength = woff.readUInt32BE(e + 8);
    const origLength = woff.readUInt32BE(e + 12);
    const raw = woff.subarray(at, at + compLength);
    const data = compLength < origLength ? inflateSync(raw) : raw;
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    const h = 12 + i * 16;
    header.writeUInt32BE(woff.readUInt32BE(e), h);
    header.writeUInt32BE(woff.readUInt32BE(e + 16), h + 4);
    header.writeUInt32BE(offset, h + 8);
    header.writeUInt32BE(origLength, h + 12);
    bodies.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...bodies]);
}

interface BannerFonts {
  latin: string;
  devanagari: string;
}
let fonts: BannerFonts | null | undefined;

/** Mukta Bold as TrueType files, or null when @fontsource/mukta is not installed (English-only banners then). */
export function bannerFonts(): BannerFonts | null {
  if (fonts !== undefined) return fonts;
  try {
    const dir = path.join(os.tmpdir(), 'kandamul-fonts');
    mkdirSync(dir, { recursive: true });
    const out = (script: string) => {
      const file = path.join(dir, `mukta-${script}-700.ttf`);
      if (!existsSync(file)) {
        const woff = readFileSync(require.resolve(`@fontsource/mukta/files/mukta-${script}-700-normal.woff`));
        // Write then rename, so a second process starting at the same moment never reads half a file.
        const part = `${file}.${process.pid}.part`;
        writeFileSync(part, woffToSfnt(woff));
        renameSync(part, file);
      }
      return file;
    };
    fonts = { latin: out('latin'), devanagari: out('devanagari') };
  } catch {
    fonts = null;
  }
  return fonts;
}

async function textImage(
  text: string,
  fontfile: string,
  px: number,
  color: string,
  width: number,
): Promise<Buffer> {
  return sharp({
    text: {
      text: `<span foreground="${color}" line_height="0.82">${escapeXml(text)}</span>`,
      font: `Mukta Bold ${px}`,
      fontfile,
      width,
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer();
}

function bannerArtSvg(spec: BannerSpec, w: number, h: number, withText: boolean): string {
  const [from, to] = spec.ground;
  const mobile = w < 1000;
  const art: string[] = [];
  const cx = mobile ? w * 0.83 : w * 0.76;
  const cy = h * (mobile ? 0.5 : 0.55);
  const r = mobile ? h * 0.25 : h * 0.38;
  art.push(`<circle cx="${cx}" cy="${cy}" r="${r * 1.35}" fill="#ffffff" opacity="0.14"/>`);
  art.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.18"/>`);
  const n = spec.emoji.length;
  spec.emoji.forEach((name, i) => {
    const angle = (i / n) * Math.PI * 2 - Math.PI / 2;
    const size = i === 0 ? r * 1.05 : r * 0.62;
    const ex = i === 0 ? cx - size / 2 : cx + Math.cos(angle) * r * 0.95 - size / 2;
    const ey = i === 0 ? cy - size / 2 : cy + Math.sin(angle) * r * 0.8 - size / 2;
    art.push(emoji(name, ex, ey, size, { rotate: ((i * 17) % 30) - 15 }));
  });
  const fallbackText = withText
    ? `<text x="${w * 0.06}" y="${h * 0.45}" font-family="sans-serif" font-weight="bold" font-size="${mobile ? 40 : 76}" fill="${spec.ink}">${escapeXml(spec.title)}</text>` +
      `<text x="${w * 0.06}" y="${h * 0.45 + (mobile ? 50 : 80)}" font-family="sans-serif" font-size="${mobile ? 22 : 36}" fill="${spec.ink}" opacity="0.85">${escapeXml(spec.tagline)}</text>`
    : '';
  return svgDoc(
    w,
    h,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#b)"/>` +
      `<path d="M0 ${h * 0.86} Q ${w * 0.3} ${h * 0.74} ${w * 0.6} ${h * 0.9} T ${w} ${h * 0.84} L ${w} ${h} L 0 ${h} Z" fill="#ffffff" opacity="0.12"/>` +
      art.join('') +
      fallbackText,
  );
}

/** The phone's copy of a banner: the same picture at BANNER_SMALL_SIZE. */
export function shrinkBanner(image: Buffer): Promise<Buffer> {
  return sharp(image).resize(BANNER_SMALL_SIZE.width, BANNER_SMALL_SIZE.height).webp(WEBP_FAST).toBuffer();
}

/** A banner with its English and Nepali headlines (English only without the Mukta font). */
export async function renderBanner(spec: BannerSpec, w: number, h: number): Promise<Buffer> {
  const f = bannerFonts();
  const base = sharp(Buffer.from(bannerArtSvg(spec, w, h, f === null)));
  if (!f) return base.webp(WEBP_FAST).toBuffer();
  const mobile = w < 1000;
  const textWidth = Math.round(w * (mobile ? 0.56 : 0.56));
  const x = Math.round(w * 0.06);
  const [en, ne, tag] = await Promise.all([
    textImage(spec.title, f.latin, mobile ? 36 : 72, spec.ink, textWidth),
    textImage(spec.nepaliTitle, f.devanagari, mobile ? 32 : 58, spec.ink, textWidth),
    textImage(spec.tagline, f.latin, mobile ? 20 : 32, spec.ink, textWidth),
  ]);
  const heights = await Promise.all([en, ne, tag].map(async (b) => (await sharp(b).metadata()).height ?? 0));
  const gap = mobile ? 8 : 14;
  const total = heights[0]! + heights[1]! + heights[2]! + gap * 2;
  let y = Math.max(8, Math.round((h - total) / 2));
  const layers = [en, ne, tag].map((input, i) => {
    const layer = { input, left: x, top: y };
    y += heights[i]! + gap;
    return layer;
  });
  return base.composite(layers).webp(WEBP_FAST).toBuffer();
}

// --- Writing files

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function mapLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** True when the storage is on disk and already holds the key (a re-seed keeps the pictures it made). */
export function alreadyStored(storage: Storage, key: string): boolean {
  return storage instanceof DiskStorage && existsSync(path.join(storage.root, key));
}

export async function writeProductImages(
  storage: Storage,
  spec: ProductImageSpec,
  theme: ImageTheme,
  seed: number,
): Promise<void> {
  const keys = productImageKeys(spec.slug, spec.variants.length);
  const svgs = productImageSvgs(spec, theme, seed);
  for (let i = 0; i < svgs.length; i += 1) {
    const k = keys[i]!;
    if (alreadyStored(storage, k.image) && alreadyStored(storage, k.thumbnail)) continue;
    const { detail, thumb } = await renderProductImage(svgs[i]!);
    await storage.put(k.image, detail, 'image/webp');
    await storage.put(k.thumbnail, thumb, 'image/webp');
  }
}
