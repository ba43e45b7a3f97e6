import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATALOGUE_FOR_SEARCH, CATALOGUE_SEARCHES, SEARCH_EXAMPLES } from './examples';
import { productQuantities, quantityToken, splitQuantities } from './quantity';
import {
  buildSearchPath,
  escapeLikePattern,
  matchesSearch,
  MIN_TERM_LENGTH,
  normaliseSearchText,
  parseSearchQuery,
  searchCatalogue,
  searchFields,
  searchTerms,
  searchWords,
  vocabularyDecides,
  wordForms,
} from './search';
import { collapseVowels, romaniseDevanagari, romanisedForms } from './transliterate';
import { closestTerm, editDistance, typoBudget, typoMatches } from './typos';

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

describe('searchCatalogue (CATALOGUE_SEARCHES: typos, both scripts, pack sizes)', () => {
  const entries = Object.entries(CATALOGUE_FOR_SEARCH);
  it.each(CATALOGUE_SEARCHES)('%j finds %j', (query, names) => {
    const found = searchCatalogue(
      entries.map(([name, p]) => ({ ...p, name })),
      query,
    ).map((p) => p.name);
    expect(found.sort()).toEqual([...names].sort());
  });

  it('agrees with matchesSearch whenever every word is held by some product', () => {
    const all = entries.map(([, p]) => p);
    for (const q of ['dal', 'red', 'fresh potato', 'vegetables 1 kg', 'ghee 500 ml', 'x']) {
      expect(searchCatalogue(all, q)).toEqual(all.filter((p) => matchesSearch(p, q)));
    }
  });
});

describe('romaniseDevanagari', () => {
  it.each([
    ['रातो आलु', 'raato aalu'],
    ['आलु', 'aalu'],
    ['चामल', 'chaamal'], // the final inherent vowel is dropped
    ['गोलभेडा', 'golbhedaa'], // and a middle one between two syllables
    ['बासमती', 'baasmatii'],
    ['तरकारी', 'tarkaarii'],
    ['प्याज', 'pyaaj'], // a conjunct: no vowel after the half letter
    ['क्षेत्र', 'kshetra'],
    ['ज्ञान', 'gyaan'],
    ['आँप', 'aanp'], // a nasal vowel
    ['मसुरको दाल', 'masurko daal'],
    ['१ केजी', '1 kejii'],
    ['Potato आलु', 'potato aalu'.replace('potato', 'Potato')], // Latin words are left alone
    ['म', 'ma'],
  ])('%s → %s', (input, out) => {
    expect(romaniseDevanagari(input)).toBe(out);
  });

  it('romanisedForms adds the short spelling and nothing for Latin text', () => {
    expect(romanisedForms('रातो आलु')).toBe('raato aalu rato alu');
    expect(romanisedForms('गुन्द्रुक')).toBe('gundruk');
    expect(romanisedForms('potato')).toBe('');
    expect(collapseVowels('baasmatii chaamal')).toBe('basmati chamal');
  });

  it('never throws and never leaves Devanagari behind', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0x0900, max: 0x097f }).map((c) => String.fromCodePoint(c)) }),
        (s) => {
          expect(romaniseDevanagari(s)).not.toMatch(/[\u0900-\u097F]/);
        },
      ),
    );
  });
});

describe('quantities', () => {
  it.each<[string[], string[], string[]]>([
    [['ghee', '1', 'l'], ['ghee'], ['\uE0001000ml']],
    [['500g'], [], ['\uE000500g']],
    [['1.5', 'kg'], [], ['\uE0001500g']],
    [['1', 'dozen', 'eggs'], ['eggs'], ['\uE00012pc']],
    [['१', 'केजी'], [], ['\uE0001000g']],
    [['goods', '5'], ['goods', '5'], []], // a number alone is a word
    [['kg'], ['kg'], []], // a unit alone is a word
    [['0', 'kg'], ['0', 'kg'], []],
    [['5', 'apples'], ['5', 'apples'], []],
  ])('%j → words %j, sizes %j', (words, rest, sizes) => {
    const split = splitQuantities(words);
    expect(split.words).toEqual(rest);
    expect(split.quantities.map(quantityToken)).toEqual(sizes);
  });

  it('reads a product size from its unit, else from its title', () => {
    expect(productQuantities({ unit: '1 piece (about 1 kg)', title: 'Cabbage' }).map(quantityToken)).toEqual([
      '\uE0001pc',
      '\uE0001000g',
    ]);
    expect(productQuantities({ title: 'Fresh Cow Milk 1 litre' }).map(quantityToken)).toEqual([
      '\uE0001000ml',
    ]);
    expect(productQuantities({ unit: '1 bunch', title: 'Spinach' })).toEqual([]);
  });

  it('parseSearchQuery keeps the other words for the every-word rule', () => {
    expect(parseSearchQuery('  Ghee 1 L ')).toEqual({ words: ['ghee'], quantities: ['\uE0001000ml'] });
    expect(parseSearchQuery('')).toEqual({ words: [], quantities: [] });
  });
});

describe('typos', () => {
  it.each([
    ['tomato', 'tomato', 0],
    ['tomatto', 'tomato', 1],
    ['tomaot', 'tomato', 1], // a swap is one edit
    ['brocoli', 'broccoli', 1],
    ['potato', 'tomato', 2],
    ['', 'abc', 3],
    ['आलू', 'आलु', 1],
  ])('editDistance(%j, %j) = %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it('allows no typo in short words, one up to six letters, two beyond', () => {
    expect(['dal', 'ghee', 'tomato', 'tomatto', 'basmatti'].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });

  it('typoMatches lists the terms within budget, closest first, prefixes of longer terms too', () => {
    expect(typoMatches('tomatto', ['potato', 'tomatoes', 'tomato', 'tamatar'])).toEqual([
      'tomato',
      'tomatoes',
    ]);
    expect(typoMatches('dall', ['dal', 'doll', 'dalle'])).toEqual(['dalle', 'doll', 'dal']);
    expect(typoMatches('dal', ['dall'])).toEqual([]);
  });

  it('closestTerm offers the nearest word, or null when nothing is near', () => {
    expect(closestTerm('tomattoes', ['tomatoes', 'potatoes'])).toBe('tomatoes');
    expect(closestTerm('xqzv', ['tomato'])).toBeNull();
  });

  it('wordForms widens only words the catalogue does not hold', () => {
    expect(wordForms('potato', true, ['tomato'])).toEqual(['potato']);
    expect(wordForms('tomatto', false, ['tomato', 'potato'])).toEqual(['tomatto', 'tomato']);
    expect(wordForms('आलू', false, [])).toEqual(['आलू', 'alu', 'aaluu']);
    expect(wordForms('ab', false, ['abc'])).toEqual(['ab']);
  });

  it('vocabularyDecides: such a form is in a search text exactly when a word of its vocabulary holds it', () => {
    expect(vocabularyDecides('chaal')).toBe(true);
    expect(vocabularyDecides('चाल')).toBe(true);
    for (const form of ['ri', 'rice,', 'a b', '(red', '\uE000500g'])
      expect(vocabularyDecides(form)).toBe(false);
    // Every substring of every example product's search text, and forms made of its letters.
    const texts = Object.values(CATALOGUE_FOR_SEARCH).map((p) => searchFields(p).join('\n'));
    for (const text of texts) {
      const terms = searchTerms(text);
      const chars = [...text];
      for (let i = 0; i < chars.length; i++)
        for (let j = i + MIN_TERM_LENGTH; j <= Math.min(chars.length, i + 12); j++) {
          const form = chars.slice(i, j).join('');
          if (vocabularyDecides(form))
            expect(
              terms.some((t) => t.includes(form)),
              form,
            ).toBe(true);
        }
    }
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.string({ minLength: 3, maxLength: 6 }), (text, form) => {
        fc.pre(vocabularyDecides(form));
        expect(text.includes(form)).toBe(searchTerms(text).some((t) => t.includes(form)));
      }),
    );
  });

  it('searchTerms trims punctuation, drops short words and pack sizes', () => {
    expect(searchTerms('fresh potato (red)\nरातो आलु\n100% pure, 5 kg.\n\uE0001000g')).toEqual([
      'fresh',
      'potato',
      'red',
      'रातो',
      'आलु',
      '100%',
      'pure',
    ]);
  });
});
