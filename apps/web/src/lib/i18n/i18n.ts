import { useMemo, useSyncExternalStore } from 'react';
import type { Catalogue } from './catalogue';
import type { en } from './locales/en';
import { catalog } from './locales/en/catalog';
import { common } from './locales/en/common';

// The storefront's own translation layer. It does what the shop needs — namespaces, nested keys,
// {{name}} interpolation, one/other plurals, English fallback — in a few hundred bytes, where
// i18next and react-i18next cost 18 KB gzip of the first download (docs/decisions/006).

export type Language = 'en' | 'ne';
export type Resources = typeof en;
export type Namespace = keyof Resources;

/** Every dotted path to a string in T. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** `count` for a catalogue that has `count_one` and `count_other`. */
type PluralBase<K> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : never;
export type TranslationKey<N extends Namespace> = Leaves<Resources[N]> | PluralBase<Leaves<Resources[N]>>;
export type TranslationValues = Record<string, string | number>;
export type TFunction<N extends Namespace = 'common'> = (
  key: TranslationKey<N>,
  values?: TranslationValues,
) => string;

type Tree = { readonly [key: string]: string | Tree };

// English starts with what the first screens show; the other namespaces register with the pages that
// show them (lib/i18n/texts), so their texts are not part of the first download.
const catalogues: Partial<Record<Language, Partial<Catalogue<Resources>>>> = { en: { common, catalog } };

/** Adds an English namespace (lib/i18n/texts/*: imported by the modules that use it). */
export function registerEnglish<N extends Namespace>(ns: N, texts: Resources[N]): void {
  catalogues.en![ns] = texts as Catalogue<Resources>[N];
}
let language: Language = 'en';
const listeners = new Set<() => void>();

function lookup(tree: Tree | undefined, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function resolve(lang: Language, ns: Namespace, key: string, count: unknown): string | undefined {
  const tree = catalogues[lang]?.[ns] as Tree | undefined;
  // English and Nepali both have two plural forms: one (exactly 1) and other.
  if (typeof count === 'number') {
    const plural = lookup(tree, `${key}_${count === 1 ? 'one' : 'other'}`);
    if (plural !== undefined) return plural;
  }
  return lookup(tree, key);
}

/** The text of `key` in the current language (English when missing), with {{name}} filled in. */
export function translate(ns: Namespace, key: string, values?: TranslationValues): string {
  const text = resolve(language, ns, key, values?.count) ?? resolve('en', ns, key, values?.count) ?? key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

function loadCatalogue(lang: Language): Promise<Partial<Catalogue<Resources>>> {
  const loaded = catalogues[lang];
  if (loaded) return Promise.resolve(loaded);
  // Only Nepali is ever loaded later: a shopper reading English never downloads it or its fonts.
  void import('./nepali-fonts');
  return import('./locales/ne').then(({ ne }) => (catalogues.ne = ne));
}

export const i18n = {
  get language(): Language {
    return language;
  },
  /** Switches language once its catalogue is here; screens re-render then. */
  async changeLanguage(next: Language): Promise<void> {
    await loadCatalogue(next);
    if (language === next) return;
    language = next;
    listeners.forEach((listener) => listener());
  },
  /** Starts fetching a catalogue early (e.g. the remembered language, before the first render). */
  preload(lang: Language): Promise<unknown> {
    return loadCatalogue(lang);
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const currentLanguage = () => language;

/** The translator of one namespace (default 'common'); re-renders the caller when the language changes. */
export function useTranslation<N extends Namespace = 'common'>(ns?: N) {
  const lang = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const namespace = (ns ?? 'common') as N;
  return useMemo(() => {
    const t: TFunction<N> = (key, values) => translate(namespace, key, values);
    // `lang` is read so each language gets its own t (components memoised on t update).
    return { t, i18n, language: lang };
  }, [namespace, lang]);
}
