import type { SearchableProduct } from './search';

/** A search example: does `query` find `product`? Shared by domain and API tests so both agree. */
export type SearchExample = { query: string; product: SearchableProduct; matches: boolean };

const potato: SearchableProduct = {
  title: 'Fresh Potato (Red)',
  nepaliTitle: 'रातो आलु',
  description: 'Locally grown red potatoes from Dolakha, 1 kg pack.',
  category: 'Vegetables',
  aliases: ['aalu', 'alu'],
};
const rice: SearchableProduct = {
  title: 'Jeera Masino Rice',
  nepaliTitle: 'जीरा मसिनो चामल',
  description: 'Fine aromatic rice, 5 kg bag. 100% pure.',
  category: 'Grains & Rice',
};
const ghee: SearchableProduct = {
  title: 'Pure Cow GHEE',
  nepaliTitle: 'शुद्ध गाईको घ्यू',
  description: 'Clarified butter_made in small batches.',
  category: 'Dairy',
};
const honey: SearchableProduct = {
  title: 'Wild Honey',
  // Written with a zero-width non-joiner, as some Nepali keyboards produce.
  nepaliTitle: 'जङ्गली मह\u200C',
  description: 'Raw honey from the hills.',
  category: 'Organic',
};

/** The search rule as a table (SPEC §5): every word must appear in some field, case-insensitive. */
export const SEARCH_EXAMPLES: readonly SearchExample[] = [
  { query: 'potato', product: potato, matches: true },
  { query: 'POTATO', product: potato, matches: true },
  { query: '  red   potato ', product: potato, matches: true },
  { query: 'potato red', product: potato, matches: true }, // word order does not matter
  { query: 'potato onion', product: potato, matches: false }, // every word must appear
  { query: 'veget', product: potato, matches: true }, // substring of the category
  { query: 'dolakha', product: potato, matches: true }, // description
  { query: 'aalu', product: potato, matches: true }, // alias
  { query: 'आलु', product: potato, matches: true }, // Nepali title
  { query: 'रातो आलु', product: potato, matches: true },
  { query: 'आलु प्याज', product: potato, matches: false },
  { query: '', product: potato, matches: false }, // empty search does nothing
  { query: '   ', product: potato, matches: false },
  { query: 'ｐｏｔａｔｏ', product: potato, matches: true }, // full-width letters (NFKC)
  { query: 'rice', product: rice, matches: true },
  { query: 'चामल', product: rice, matches: true },
  { query: 'grains &', product: rice, matches: true },
  { query: '100%', product: rice, matches: true }, // % is an ordinary character here
  { query: '50%', product: rice, matches: false },
  { query: 'ghee', product: ghee, matches: true },
  { query: 'घ्यू', product: ghee, matches: true },
  { query: 'butter_made', product: ghee, matches: true },
  { query: 'butter_', product: rice, matches: false }, // _ is not a wildcard
  { query: 'मह', product: honey, matches: true },
  { query: 'जङ्गली मह', product: honey, matches: true },
  { query: 'जङ्\u200Dगली', product: honey, matches: true }, // joiner in the query is ignored
  { query: 'organic honey', product: honey, matches: true },
  { query: 'organic ghee', product: honey, matches: false },
];

/** A small real catalogue for the whole search rule (searchCatalogue, and the API's SQL). */
export const CATALOGUE_FOR_SEARCH = {
  potato: {
    title: 'Fresh Potato (Red)',
    nepaliTitle: 'रातो आलु',
    description: 'Locally grown red potatoes from Dolakha.',
    category: 'Vegetables',
    unit: '1 kg',
  },
  tomato: {
    title: 'Local Tomato',
    nepaliTitle: 'गोलभेडा',
    description: 'Ripe tomatoes from Dhading.',
    category: 'Vegetables',
    aliases: ['golbheda'],
    unit: '1 kg',
  },
  broccoli: {
    title: 'Broccoli',
    nepaliTitle: 'ब्रोकाउली',
    description: 'Green heads, cut this morning.',
    category: 'Vegetables',
    unit: '500 g',
  },
  basmati: {
    title: 'Basmati Rice',
    nepaliTitle: 'बासमती चामल',
    description: 'Long grain, aged a year.',
    category: 'Grains & Rice',
    unit: '5 kg',
  },
  gheeLitre: {
    title: 'Pure Cow Ghee',
    nepaliTitle: 'गाईको घ्यू',
    description: 'Clarified butter.',
    category: 'Dairy',
    unit: '1 litre',
  },
  gheeSmall: {
    title: 'Pure Cow Ghee',
    nepaliTitle: 'गाईको घ्यू',
    description: 'Clarified butter.',
    category: 'Dairy',
    unit: '500 ml',
  },
  milk: {
    title: 'Fresh Cow Milk 1 litre',
    nepaliTitle: 'गाईको दूध',
    description: 'Pasteurised.',
    category: 'Dairy',
  },
  lentils: {
    title: 'Masoor Dal (Red Lentils)',
    nepaliTitle: 'मसुरको दाल',
    description: 'Split red lentils, the everyday dal.',
    category: 'Pulses',
    unit: '1 kg',
  },
  taro: {
    title: 'Taro',
    nepaliTitle: 'पिँडालु',
    description: 'Cook it with dal.',
    category: 'Vegetables',
    unit: '1 kg',
  },
  kodalo: {
    title: 'Kodalo (Hoe)',
    nepaliTitle: 'कोदालो',
    description: 'A forged hoe for the terraces.',
    category: 'Tools',
    unit: '1 piece',
  },
} satisfies Record<string, SearchableProduct>;

export type CatalogueName = keyof typeof CATALOGUE_FOR_SEARCH;

/** Real queries and the products the whole rule finds for them (typos, scripts, pack sizes). */
export const CATALOGUE_SEARCHES: readonly [query: string, names: CatalogueName[]][] = [
  ['tomato', ['tomato']],
  ['tomatto', ['tomato']], // one letter too many
  ['tomatos', ['tomato']],
  ['brocoli', ['broccoli']], // one letter missing
  ['brocolli', ['broccoli']],
  ['basmatti', ['basmati']],
  ['basmati chamal', ['basmati']], // English and romanised Nepali in one query
  ['aalu', ['potato', 'taro']], // no alias: the romanised Nepali titles (raato aalu, pindaalu)
  ['alu', ['potato', 'taro']],
  ['आलु', ['potato']],
  ['आलू', ['potato', 'taro']], // long ū: found through its romanised spelling
  ['rato aalu', ['potato']],
  ['golbheda', ['tomato']],
  ['chamal', ['basmati']],
  ['ghee', ['gheeLitre', 'gheeSmall']],
  ['ghee 1 l', ['gheeLitre']], // a quantity matches the unit
  ['ghee 1l', ['gheeLitre']],
  ['ghee 1000 ml', ['gheeLitre']],
  ['ghee 500ml', ['gheeSmall']],
  ['ghee 2 l', []],
  ['milk 1 l', ['milk']], // the unit read from the title
  ['500g', ['broccoli']],
  ['rice 5 kg', ['basmati']],
  ['rice 1 kg', []],
  ['1 kg', ['potato', 'tomato', 'lentils', 'taro']],
  ['dal', ['lentils', 'taro', 'kodalo']], // 'Kodalo' holds 'dal'
  ['potato tomato', []], // every word must still appear
  ['potato', ['potato']], // a word that exists is never widened to 'tomato'
  ['xyzzy', []],
  ['tamato', ['tomato']],
];
