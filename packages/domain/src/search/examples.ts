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
