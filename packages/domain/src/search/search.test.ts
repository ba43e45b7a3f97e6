import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SEARCH_EXAMPLES } from './examples';
import {
  buildSearchPath,
  escapeLikePattern,
  matchesSearch,
  normaliseSearchText,
  searchWords,
} from './search';

describe('matchesSearch (SEARCH_EXAMPLES)', () => {
  it.each(SEARCH_EXAMPLES.map((e) => [e.query, e.product.title, e.matches, e] as const))(
    '%j in %s → %s',
    (_q, _t, matches, e) => {
      expect(matchesSearch(e.product, e.query)).toBe(matches);
    },
  );

  it('the table covers both outcomes', () => {
    expect(SEARCH_EXAMPLES.some((e) => e.matches)).toBe(true);
    expect(SEARCH_EXAMPLES.some((e) => !e.matches)).toBe(true);
  });

  it('a product always matches a word of its own title', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (title) => {
        const word = searchWords(title)[0];
        if (!word) return;
        expect(
          matchesSearch({ title, nepaliTitle: '', description: '', category: '' }, word.toUpperCase()),
        ).toBe(true);
      }),
    );
  });
});

describe('normaliseSearchText', () => {
  it.each([
    ['  Fresh   POTATO\n', 'fresh potato'],
    ['ｆｕｌｌ', 'full'],
    ['जङ्\u200Cगली\u200D', 'जङ्गली'],
    ['İstanbul'.normalize('NFC'), 'i̇stanbul'], // locale-independent lower-casing
    ['e\u0301', 'é'], // decomposed → composed
  ])('%j → %j', (input, out) => {
    expect(normaliseSearchText(input)).toBe(out);
  });
});

describe('searchWords', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['   ', []],
    [' Red  potato ', ['red', 'potato']],
    ['rice rice', ['rice']],
    ['रातो आलु', ['रातो', 'आलु']],
  ])('%j → %j', (q, words) => {
    expect(searchWords(q)).toEqual(words);
  });
});

describe('escapeLikePattern', () => {
  it.each([
    ['rice', 'rice'],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['%_\\', '\\%\\_\\\\'],
    ['आलु', 'आलु'],
  ])('%j → %j', (input, out) => {
    expect(escapeLikePattern(input)).toBe(out);
  });
});

describe('buildSearchPath', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['   ', null],
    [' potato ', '/search?query=potato'],
    ['red potato', '/search?query=red%20potato'],
    ['a&b=c', '/search?query=a%26b%3Dc'],
    ['आलु', '/search?query=%E0%A4%86%E0%A4%B2%E0%A5%81'],
  ])('%j → %j', (q, path) => {
    expect(buildSearchPath(q)).toBe(path);
  });
});
