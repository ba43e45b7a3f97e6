// Makes a large, realistic catalogue for the benchmark: real Nepali products, origins, brands and
// units combined into titles, Nepali titles and aliases, with images, prices, stock and a few reviews.
//
//   tsx bench/generate-catalogue.ts --products 100000 [--database-url postgres://…] [--data-dir ./data]
//   tsx bench/generate-catalogue.ts --products 1000000 --orders 1000000 --customers 100000 --database-url …
//
// A large load (≥ 50,000 products) drops the secondary indexes of the tables it fills and builds them
// once at the end (far cheaper than keeping GIN and B-tree indexes up to date row by row), rows going
// in as arrays, 5,000 a statement; orders and customers come from bench/lib/orders.ts.
// It adds its own categories and products to the database it is given (migrating it first); run it
// on a separate database, never on the shop's own.
import { parseArgs } from 'node:util';
import { normaliseSearchText, searchTerms } from '@kandamul/domain';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../apps/api/src/db/client';
import { categories, users } from '../apps/api/src/db/schema';
import { productSearchText } from '../apps/api/src/modules/catalog/search-text';
import { buildIndexes, rawRows, secondaryIndexes } from './lib/bulk';
import { generateOrders } from './lib/orders';

interface Base {
  key: string;
  en: string;
  ne: string;
  aliases: string;
  /** Rupees per reference unit (1 kg, 1 litre, 1 piece…). */
  rupees: number;
}

interface Sub {
  key: string;
  en: string;
  ne: string;
  units: Unit[];
  bases: Base[];
}

interface Top {
  key: string;
  en: string;
  ne: string;
  featured: boolean;
  subs: Sub[];
}

interface Unit {
  en: string;
  ne: string;
  /** Multiple of the base's reference unit. */
  factor: number;
}

const u = (en: string, ne: string, factor: number): Unit => ({ en, ne, factor });
const WEIGHT = [
  u('250 g', '२५० ग्राम', 0.25),
  u('500 g', '५०० ग्राम', 0.5),
  u('1 kg', '१ केजी', 1),
  u('2 kg', '२ केजी', 2),
  u('5 kg', '५ केजी', 5),
];
const BULK = [
  u('1 kg', '१ केजी', 1),
  u('5 kg', '५ केजी', 5),
  u('10 kg', '१० केजी', 10),
  u('25 kg', '२५ केजी', 25),
];
const SMALL = [
  u('50 g', '५० ग्राम', 0.05),
  u('100 g', '१०० ग्राम', 0.1),
  u('200 g', '२०० ग्राम', 0.2),
  u('500 g', '५०० ग्राम', 0.5),
];
const LIQUID = [
  u('250 ml', '२५० मिलि', 0.25),
  u('500 ml', '५०० मिलि', 0.5),
  u('1 litre', '१ लिटर', 1),
  u('5 litre', '५ लिटर', 5),
];
const PIECES = [u('1 piece', '१ वटा', 1), u('6 pieces', '६ वटा', 6), u('1 dozen', '१ दर्जन', 12)];
const BUNDLE = [u('1 bundle', '१ मुठा', 1), u('3 bundles', '३ मुठा', 3), u('500 g', '५०० ग्राम', 1)];
const PACKET = [u('1 packet', '१ प्याकेट', 1), u('5 packets', '५ प्याकेट', 5), u('10 packets', '१० प्याकेट', 10)];

const b = (key: string, en: string, ne: string, aliases: string, rupees: number): Base => ({
  key,
  en,
  ne,
  aliases,
  rupees,
});

const TREE: Top[] = [
  {
    key: 'vegetables',
    en: 'Vegetables',
    ne: 'तरकारी',
    featured: true,
    subs: [
      {
        key: 'root-vegetables',
        en: 'Root Vegetables',
        ne: 'जरे तरकारी',
        units: WEIGHT,
        bases: [
          b('red-potato', 'Red Potato', 'रातो आलु', 'aalu alu aloo', 70),
          b('white-potato', 'White Potato', 'सेतो आलु', 'aalu alu aloo', 60),
          b('onion', 'Onion', 'प्याज', 'pyaj pyaaj', 90),
          b('garlic', 'Garlic', 'लसुन', 'lasun', 280),
          b('ginger', 'Ginger', 'अदुवा', 'aduwa aduwaa', 180),
          b('radish', 'Radish', 'मुला', 'mula moola', 50),
          b('carrot', 'Carrot', 'गाजर', 'gajar', 110),
          b('sweet-potato', 'Sweet Potato', 'सखरखण्ड', 'sakharkhanda', 120),
          b('taro', 'Taro Root', 'पिँडालु', 'pidalu pindalu', 140),
        ],
      },
      {
        key: 'leafy-greens',
        en: 'Leafy Greens',
        ne: 'साग',
        units: BUNDLE,
        bases: [
          b('mustard-greens', 'Mustard Greens', 'रायो साग', 'rayo saag sag', 40),
          b('spinach', 'Spinach', 'पालुंगो साग', 'palungo saag', 45),
          b('fenugreek', 'Fenugreek Leaves', 'मेथीको साग', 'methi saag', 50),
          b('coriander', 'Fresh Coriander', 'हरियो धनियाँ', 'dhaniya dhania', 30),
          b('fiddlehead', 'Fiddlehead Fern', 'निउरो', 'niuro', 80),
          b('cabbage', 'Cabbage', 'बन्दा', 'banda bandakobi', 60),
        ],
      },
      {
        key: 'gourds-beans',
        en: 'Gourds and Beans',
        ne: 'फर्सी र सिमी',
        units: WEIGHT,
        bases: [
          b('bitter-gourd', 'Bitter Gourd', 'करेला', 'karela', 120),
          b('bottle-gourd', 'Bottle Gourd', 'लौका', 'lauka', 60),
          b('pumpkin', 'Pumpkin', 'फर्सी', 'farsi pharsi', 50),
          b('cucumber', 'Cucumber', 'काँक्रो', 'kakro kankro', 70),
          b('green-beans', 'Green Beans', 'सिमी', 'simi', 130),
          b('okra', 'Okra', 'भिण्डी', 'bhindi ladyfinger', 120),
          b('tomato', 'Tomato', 'गोलभेडा', 'golbheda tamatar', 80),
          b('cauliflower', 'Cauliflower', 'काउली', 'kauli', 100),
        ],
      },
    ],
  },
  {
    key: 'fruits',
    en: 'Fruits',
    ne: 'फलफूल',
    featured: true,
    subs: [
      {
        key: 'seasonal-fruits',
        en: 'Seasonal Fruits',
        ne: 'मौसमी फलफूल',
        units: WEIGHT,
        bases: [
          b('apple', 'Apple', 'स्याउ', 'syau', 260),
          b('banana', 'Banana', 'केरा', 'kera', 120),
          b('mango', 'Mango', 'आँप', 'aanp aap', 200),
          b('kiwi', 'Kiwi', 'किवी', 'kiwi', 400),
          b('pear', 'Asian Pear', 'नास्पाती', 'naspati', 180),
          b('guava', 'Guava', 'अम्बा', 'amba', 120),
        ],
      },
      {
        key: 'citrus',
        en: 'Citrus',
        ne: 'सुन्तला जात',
        units: PIECES,
        bases: [
          b('orange', 'Orange', 'सुन्तला', 'suntala', 25),
          b('lemon', 'Lemon', 'कागती', 'kagati nibu', 15),
          b('sweet-lime', 'Sweet Lime', 'मौसम', 'mausam', 20),
          b('pomelo', 'Pomelo', 'भोगटे', 'bhogate', 90),
        ],
      },
    ],
  },
  {
    key: 'rice-grains',
    en: 'Rice and Grains',
    ne: 'चामल र अन्न',
    featured: true,
    subs: [
      {
        key: 'rice',
        en: 'Rice',
        ne: 'चामल',
        units: BULK,
        bases: [
          b('basmati-rice', 'Basmati Rice', 'बासमती चामल', 'chamal chaamal bhat', 180),
          b('jeera-masino-rice', 'Jeera Masino Rice', 'जीरा मसिनो चामल', 'chamal jeera masino', 150),
          b('marsi-rice', 'Marsi Red Rice', 'मार्सी चामल', 'chamal marsi rato', 240),
          b('pokhareli-rice', 'Pokhareli Jetho Budho Rice', 'पोखरेली जेठो बुढो चामल', 'chamal jetho budho', 320),
          b('mansuli-rice', 'Mansuli Rice', 'मन्सुली चामल', 'chamal mansuli', 95),
          b('beaten-rice', 'Beaten Rice (Chiura)', 'चिउरा', 'chiura chyura', 130),
        ],
      },
      {
        key: 'flour',
        en: 'Flour',
        ne: 'पिठो',
        units: WEIGHT,
        bases: [
          b('wheat-flour', 'Wheat Flour (Atta)', 'गहुँको पिठो', 'aata atta pitho', 75),
          b('maize-flour', 'Maize Flour', 'मकैको पिठो', 'makai pitho', 90),
          b('buckwheat-flour', 'Buckwheat Flour', 'फापरको पिठो', 'phapar fapar pitho', 220),
          b('millet-flour', 'Millet Flour', 'कोदोको पिठो', 'kodo pitho', 160),
          b('gram-flour', 'Gram Flour (Besan)', 'बेसन', 'besan', 170),
        ],
      },
    ],
  },
  {
    key: 'pulses',
    en: 'Pulses and Lentils',
    ne: 'दाल र गेडागुडी',
    featured: false,
    subs: [
      {
        key: 'lentils',
        en: 'Lentils',
        ne: 'दाल',
        units: WEIGHT,
        bases: [
          b('black-lentils', 'Black Lentils', 'कालो दाल', 'maas dal daal', 200),
          b('red-lentils', 'Red Lentils (Masoor)', 'मसुरो दाल', 'musuro masoor dal daal', 170),
          b('rahar-dal', 'Pigeon Pea Lentils', 'रहरको दाल', 'rahar dal daal', 220),
          b('mung-dal', 'Mung Beans', 'मुगीको दाल', 'mugi moong dal', 210),
          b('chickpeas', 'Chickpeas', 'चना', 'chana', 160),
          b('soybean', 'Soybean', 'भटमास', 'bhatmas', 150),
          b('kidney-beans', 'Kidney Beans', 'राजमा', 'rajma simi', 230),
        ],
      },
    ],
  },
  {
    key: 'spices',
    en: 'Spices',
    ne: 'मसला',
    featured: true,
    subs: [
      {
        key: 'whole-spices',
        en: 'Whole Spices',
        ne: 'साबुत मसला',
        units: SMALL,
        bases: [
          b('cumin', 'Cumin Seeds', 'जीरा', 'jeera jira', 900),
          b('timur', 'Timur Pepper', 'टिमुर', 'timur sichuan', 1400),
          b('large-cardamom', 'Large Cardamom', 'अलैंची', 'alaichi elaichi', 2200),
          b('jimbu', 'Jimbu Herb', 'जिम्बु', 'jimbu', 3000),
          b('cloves', 'Cloves', 'ल्वाङ', 'lwang', 2500),
          b('fenugreek-seeds', 'Fenugreek Seeds', 'मेथी', 'methi', 350),
        ],
      },
      {
        key: 'ground-spices',
        en: 'Ground Spices',
        ne: 'धुलो मसला',
        units: SMALL,
        bases: [
          b('turmeric', 'Turmeric Powder', 'बेसारको धुलो', 'besar haldi', 600),
          b('chilli-powder', 'Red Chilli Powder', 'खुर्सानीको धुलो', 'khursani', 700),
          b('coriander-powder', 'Coriander Powder', 'धनियाँको धुलो', 'dhaniya', 500),
          b('garam-masala', 'Garam Masala', 'गरम मसला', 'garam masala', 1200),
          b('meat-masala', 'Meat Masala', 'मासु मसला', 'masu masala', 1100),
        ],
      },
    ],
  },
  {
    key: 'tea-coffee',
    en: 'Tea and Coffee',
    ne: 'चिया र कफी',
    featured: true,
    subs: [
      {
        key: 'tea',
        en: 'Tea',
        ne: 'चिया',
        units: SMALL,
        bases: [
          b('orthodox-tea', 'Orthodox Black Tea', 'अर्थोडक्स चिया', 'chiya chiyaa', 1600),
          b('green-tea', 'Green Tea', 'हरियो चिया', 'chiya green', 1800),
          b('ctc-tea', 'CTC Tea', 'सीटीसी चिया', 'chiya ctc', 700),
          b('white-tea', 'Silver Needle White Tea', 'सेतो चिया', 'chiya white', 6000),
          b('masala-tea', 'Masala Tea', 'मसला चिया', 'chiya masala', 1200),
        ],
      },
      {
        key: 'coffee',
        en: 'Coffee',
        ne: 'कफी',
        units: SMALL,
        bases: [
          b('arabica-coffee', 'Arabica Coffee Beans', 'अराबिका कफी', 'coffee kafi', 2600),
          b('ground-coffee', 'Ground Coffee', 'पिसेको कफी', 'coffee kafi', 2400),
        ],
      },
    ],
  },
  {
    key: 'dairy',
    en: 'Dairy and Ghee',
    ne: 'दुग्ध र घिउ',
    featured: true,
    subs: [
      {
        key: 'ghee-butter',
        en: 'Ghee and Butter',
        ne: 'घिउ र नौनी',
        units: LIQUID,
        bases: [
          b('cow-ghee', 'Cow Ghee', 'गाईको घिउ', 'ghiu ghee gheu', 1500),
          b('buffalo-ghee', 'Buffalo Ghee', 'भैंसीको घिउ', 'ghiu ghee gheu', 1300),
          b('yak-ghee', 'Yak Ghee', 'चौंरीको घिउ', 'ghiu ghee chauri', 2200),
          b('butter', 'Fresh Butter', 'नौनी', 'nauni makhan', 1100),
        ],
      },
      {
        key: 'cheese',
        en: 'Cheese and Chhurpi',
        ne: 'चिज र छुर्पी',
        units: SMALL,
        bases: [
          b('yak-cheese', 'Yak Cheese', 'चौंरी चिज', 'chauri cheese', 1800),
          b('hard-chhurpi', 'Hard Chhurpi', 'कडा छुर्पी', 'chhurpi churpi', 1600),
          b('paneer', 'Paneer', 'पनिर', 'paneer panir', 900),
        ],
      },
    ],
  },
  {
    key: 'honey-sweet',
    en: 'Honey and Sweeteners',
    ne: 'मह र गुलियो',
    featured: false,
    subs: [
      {
        key: 'honey',
        en: 'Honey',
        ne: 'मह',
        units: LIQUID,
        bases: [
          b('wild-honey', 'Wild Cliff Honey', 'भीर मह', 'maha mah honey', 3000),
          b('chiuri-honey', 'Chiuri Honey', 'चिउरीको मह', 'maha mah chiuri', 1800),
          b('mustard-honey', 'Mustard Flower Honey', 'तोरीको मह', 'maha mah tori', 1200),
          b('multiflora-honey', 'Multiflora Honey', 'बहुफूल मह', 'maha mah', 1400),
        ],
      },
      {
        key: 'sugar-jaggery',
        en: 'Sugar and Jaggery',
        ne: 'चिनी र सख्खर',
        units: WEIGHT,
        bases: [
          b('jaggery', 'Jaggery (Sakhar)', 'सख्खर', 'sakhar gud', 220),
          b('chaku', 'Chaku', 'चाकु', 'chaku', 400),
          b('brown-sugar', 'Brown Sugar', 'खैरो चिनी', 'chini', 160),
        ],
      },
    ],
  },
  {
    key: 'oils',
    en: 'Edible Oils',
    ne: 'खाने तेल',
    featured: false,
    subs: [
      {
        key: 'cooking-oil',
        en: 'Cooking Oil',
        ne: 'खाना पकाउने तेल',
        units: LIQUID,
        bases: [
          b('mustard-oil', 'Mustard Oil', 'तोरीको तेल', 'tori tel', 350),
          b('sunflower-oil', 'Sunflower Oil', 'सूर्यमुखी तेल', 'suryamukhi tel', 320),
          b('soybean-oil', 'Soybean Oil', 'भटमासको तेल', 'bhatmas tel', 280),
          b('walnut-oil', 'Walnut Oil', 'ओखरको तेल', 'okhar tel', 2400),
        ],
      },
    ],
  },
  {
    key: 'dry-fruits-pickles',
    en: 'Dry Fruits and Pickles',
    ne: 'सुकामेवा र अचार',
    featured: false,
    subs: [
      {
        key: 'dry-fruits',
        en: 'Dry Fruits and Nuts',
        ne: 'सुकामेवा',
        units: SMALL,
        bases: [
          b('walnuts', 'Walnuts', 'ओखर', 'okhar', 1600),
          b('almonds', 'Almonds', 'बदाम', 'badam', 1400),
          b('cashews', 'Cashews', 'काजु', 'kaju', 1500),
          b('raisins', 'Raisins', 'किसमिस', 'kismis', 800),
        ],
      },
      {
        key: 'pickles',
        en: 'Pickles and Preserves',
        ne: 'अचार',
        units: SMALL,
        bases: [
          b('mixed-achar', 'Mixed Achar', 'मिश्रित अचार', 'achar', 700),
          b('gundruk', 'Gundruk', 'गुन्द्रुक', 'gundruk', 900),
          b('sinki', 'Sinki', 'सिन्की', 'sinki', 800),
          b('lapsi-candy', 'Lapsi Candy', 'लप्सी पाउ', 'lapsi paun', 600),
          b('radish-achar', 'Radish Pickle', 'मुलाको अचार', 'mula achar', 650),
        ],
      },
    ],
  },
  {
    key: 'farm',
    en: 'Seeds and Farm Supplies',
    ne: 'बीउ र कृषि सामग्री',
    featured: false,
    subs: [
      {
        key: 'seeds',
        en: 'Seeds',
        ne: 'बीउ',
        units: PACKET,
        bases: [
          b('tomato-seeds', 'Tomato Seeds', 'गोलभेडाको बीउ', 'golbheda biu beu', 120),
          b('cauliflower-seeds', 'Cauliflower Seeds', 'काउलीको बीउ', 'kauli biu beu', 150),
          b('maize-seeds', 'Hybrid Maize Seeds', 'मकैको बीउ', 'makai biu beu', 300),
          b('paddy-seeds', 'Paddy Seeds', 'धानको बीउ', 'dhan biu beu', 250),
          b('chilli-seeds', 'Chilli Seeds', 'खुर्सानीको बीउ', 'khursani biu beu', 110),
        ],
      },
      {
        key: 'fertilisers',
        en: 'Fertilisers and Compost',
        ne: 'मल',
        units: BULK,
        bases: [
          b('vermicompost', 'Vermicompost', 'गँड्यौले मल', 'mal gandyaule', 40),
          b('organic-compost', 'Organic Compost', 'प्राङ्गारिक मल', 'mal compost', 30),
          b('urea', 'Urea', 'युरिया मल', 'mal urea', 35),
          b('neem-cake', 'Neem Cake', 'निमको पिना', 'neem pina', 60),
        ],
      },
      {
        key: 'tools',
        en: 'Farm Tools',
        ne: 'कृषि औजार',
        units: [u('1 piece', '१ वटा', 1), u('2 pieces', '२ वटा', 2)],
        bases: [
          b('kodalo', 'Kodalo (Hoe)', 'कोदालो', 'kodalo', 650),
          b('hasiya', 'Hasiya (Sickle)', 'हँसिया', 'hasiya', 350),
          b('doko', 'Bamboo Doko Basket', 'डोको', 'doko', 800),
          b('watering-can', 'Watering Can', 'पानी हाल्ने भाँडो', 'jharna', 550),
        ],
      },
    ],
  },
];

const ORIGINS: [string, string][] = [
  ['Ilam', 'इलाम'],
  ['Jumla', 'जुम्ला'],
  ['Mustang', 'मुस्ताङ'],
  ['Chitwan', 'चितवन'],
  ['Dhankuta', 'धनकुटा'],
  ['Kavre', 'काभ्रे'],
  ['Palpa', 'पाल्पा'],
  ['Gorkha', 'गोरखा'],
  ['Dolakha', 'दोलखा'],
  ['Syangja', 'स्याङ्जा'],
  ['Solukhumbu', 'सोलुखुम्बु'],
  ['Kaski', 'कास्की'],
  ['Jhapa', 'झापा'],
  ['Bara', 'बारा'],
  ['Humla', 'हुम्ला'],
  ['Dailekh', 'दैलेख'],
  ['Bhaktapur', 'भक्तपुर'],
  ['Rukum', 'रुकुम'],
  ['Taplejung', 'ताप्लेजुङ'],
  ['Kailali', 'कैलाली'],
];
const QUALIFIERS: [string, string][] = [
  ['', ''],
  ['', ''],
  ['Organic', 'अर्गानिक'],
  ['Premium', 'प्रिमियम'],
  ['Local', 'स्थानीय'],
  ['Himalayan', 'हिमाली'],
  ['Farm Fresh', 'ताजा'],
  ['Select', 'छानिएको'],
];
const BRANDS = [
  'Kandamul',
  'Himali Krishi',
  'Sagarmatha',
  'Gaun Ghar',
  'Annapurna Organic',
  'Everest Farms',
  'Terai Harvest',
  'Lumbini Agro',
  'Karnali Produce',
  'Newa Foods',
];
const ORIGIN_NOTES = [
  'grown on terraced hill farms',
  'harvested by a farmers’ cooperative',
  'picked at the right season',
  'sorted and packed by hand',
  'from small family farms',
];

/** Deterministic random numbers (mulberry32), so two runs make the same catalogue. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface GenerateOptions {
  products: number;
  seed?: number;
  /** Rows per INSERT statement. */
  batch?: number;
  onProgress?: (done: number, total: number) => void;
  /** Drop the products' GIN indexes during the load and build them after (default: ≥ 50,000 products). */
  bulk?: boolean;
}

export interface GeneratedCatalogue {
  products: number;
  categories: number;
  seconds: number;
  /** Ids of the generated top categories (their listing includes every subcategory). */
  topCategoryIds: number[];
  subCategoryIds: number[];
  /** The generated products' ids are in this range (serial ids, one generator at a time). */
  firstProductId: number;
  lastProductId: number;
  /** Seconds spent building the trigram indexes and the vocabulary after a bulk load. */
  indexSeconds?: number;
}

/**
 * productSearchText for a million rows at a fraction of its cost. Each line of a search text is a
 * function of one field (searchFields): the Nepali title's lines (its normal form and romanisation,
 * four fifths of the time) and the pack size's come from a few thousand distinct values, so they are
 * computed once each; the title and description, nearly all distinct, are normalised per row. The
 * first rows are checked against productSearchText itself, so the two cannot drift apart.
 */
function searchTextMaker() {
  const byNepali = new Map<string, string[]>();
  let checked = 0;
  return (p: Parameters<typeof productSearchText>[0]): string => {
    const key = `${p.nepaliTitle}\u0001${p.unit ?? ''}\u0001${p.categoryTitle}\u0001${p.aliases}`;
    let lines = byNepali.get(key);
    if (!lines) {
      lines = productSearchText({ ...p, title: '', description: '' }).split('\n');
      byNepali.set(key, lines);
    }
    // Without a pack size in the unit, the quantities come from the title: no shortcut then.
    const text = lines[6]
      ? [normaliseSearchText(p.title), lines[1], normaliseSearchText(p.description), ...lines.slice(3)].join(
          '\n',
        )
      : productSearchText(p);
    if (checked < 2000) {
      checked += 1;
      if (text !== productSearchText(p)) throw new Error(`search text differs for ${p.title}`);
    }
    return text;
  };
}

/** Inserts the categories and `products` products in multi-row batches, then ANALYZEs the tables. */
export async function generateCatalogue(db: Db, opts: GenerateOptions): Promise<GeneratedCatalogue> {
  const started = performance.now();
  const rnd = random(opts.seed ?? 2082);
  const batchSize = opts.batch ?? 5000;
  const tag = Date.now().toString(36);

  const subs: { sub: Sub; id: number }[] = [];
  const topIds: number[] = [];
  let position = 100;
  for (const top of TREE) {
    const [row] = await db
      .insert(categories)
      .values({
        slug: `${top.key}-${tag}`,
        title: top.en,
        nepaliTitle: top.ne,
        image: `/media/categories/${top.key}.webp`,
        featured: top.featured,
        position: position++,
      })
      .returning({ id: categories.id });
    topIds.push(row!.id);
    for (const sub of top.subs) {
      const [s] = await db
        .insert(categories)
        .values({
          slug: `${sub.key}-${tag}`,
          title: sub.en,
          nepaliTitle: sub.ne,
          image: `/media/categories/${sub.key}.webp`,
          parentId: row!.id,
          position: position++,
        })
        .returning({ id: categories.id });
      subs.push({ sub, id: s!.id });
    }
  }

  const now = Date.now();
  // A few reviewers, so rating aggregates have something to aggregate.
  const reviewerIds = (
    await db
      .insert(users)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          phone: `9${String(now % 100_000).padStart(5, '0')}${String(i).padStart(4, '0')}`,
          email: `reviewer-${tag}-${i}@bench.kandamul.test`,
          // Not a valid hash on purpose: these accounts cannot log in.
          passwordHash: 'bench-no-login',
          firstName: rnd.pick(['Sita', 'Ram', 'Gita', 'Hari', 'Maya', 'Bikash', 'Anita', 'Suman']),
          lastName: rnd.pick(['Shrestha', 'Gurung', 'Tamang', 'Rai', 'Magar', 'Thapa', 'Karki', 'Adhikari']),
          phoneVerified: true,
        })),
      )
      .returning({ id: users.id })
  ).map((r) => r.id);

  const twoYears = 2 * 365 * 24 * 3600 * 1000;
  const bulk = opts.bulk ?? opts.products >= 50_000;
  // A bulk load drops every secondary index of the tables it fills and builds each once at the end
  // (a sorted build instead of a million random inserts into each of them; docs/decisions/034).
  // product_words (docs/decisions/037) is filled per statement by its trigger; its GIN is built after.
  const dropped = bulk
    ? await secondaryIndexes(db, ['products', 'product_images', 'reviews', 'product_words', 'product_terms'])
    : [];
  for (const index of dropped) await db.execute(sql.raw(`drop index if exists "${index.name}"`));
  // The vocabulary (search_terms) is gathered here, word by word, and written once at the end rather
  // than per statement by its trigger (the words come from a few hundred lists: a small set).
  const vocabulary = new Set<string>();
  const seenWords = new Set<string>();
  // title_word_ranks (docs/decisions/048) likewise: filled once at the end in its key's order, not by
  // its trigger into a random place of its key for every batch.
  if (bulk) {
    await db.execute(sql.raw('alter table products disable trigger products_search_terms_insert'));
    await db.execute(sql.raw('alter table products disable trigger products_ranks_insert'));
  }
  let firstProductId = Infinity;
  let lastProductId = -Infinity;
  let indexSeconds: number | undefined;
  const searchText = searchTextMaker();
  let done = 0;
  try {
    while (done < opts.products) {
      const n = Math.min(batchSize, opts.products - done);
      const cols = {
        slug: [] as string[],
        title: [] as string[],
        nepaliTitle: [] as string[],
        short: [] as string[],
        description: [] as string[],
        category: [] as number[],
        selling: [] as (number | null)[],
        marked: [] as number[],
        stock: [] as number[],
        organic: [] as boolean[],
        special: [] as boolean[],
        arrival: [] as boolean[],
        aliases: [] as string[],
        searchText: [] as string[],
        unit: [] as string[],
        createdAt: [] as string[],
      };
      const imageKeys: string[] = [];
      for (let i = 0; i < n; i++) {
        const index = done + i;
        const { sub, id: categoryId } = rnd.pick(subs);
        const base = rnd.pick(sub.bases);
        const unit = rnd.pick(sub.units);
        const [origin, originNe] = rnd.pick(ORIGINS);
        const [qualifier, qualifierNe] = rnd.pick(QUALIFIERS);
        const brand = rnd.pick(BRANDS);
        const title = [brand, origin, qualifier, base.en, unit.en].filter(Boolean).join(' ');
        const nepaliTitle = [originNe, qualifierNe, base.ne, unit.ne].filter(Boolean).join(' ');
        const description = `${base.en} from ${origin}, ${rnd.pick(ORIGIN_NOTES)}. ${
          qualifier === 'Organic' ? 'Certified organic, grown without chemical fertilisers. ' : ''
        }Packed by ${brand} in ${unit.en}. Delivered fresh across Nepal.`;
        const markedPaisa = Math.max(
          1000,
          Math.round(base.rupees * unit.factor * (0.9 + rnd.next() * 0.4)) * 100,
        );
        const discounted = rnd.next() < 0.6;
        const sellingPaisa =
          rnd.next() < 0.05
            ? null
            : discounted
              ? Math.round(markedPaisa * (0.8 + rnd.next() * 0.15))
              : markedPaisa;
        const aliases = base.aliases;
        const text = searchText({
          title,
          nepaliTitle,
          description,
          categoryTitle: sub.en,
          aliases,
          unit: unit.en,
        });
        // Words seen before (nearly all of them: they come from the lists above) cost a set look-up.
        if (bulk) {
          for (const word of text.split(/\s+/)) {
            if (seenWords.has(word)) continue;
            seenWords.add(word);
            for (const term of searchTerms(word)) vocabulary.add(term);
          }
        }
        cols.slug.push(`${slugify(title)}-${index.toString(36)}`);
        cols.title.push(title);
        cols.nepaliTitle.push(nepaliTitle);
        cols.short.push(`${base.en} from ${origin}, ${unit.en}`);
        cols.description.push(description);
        cols.category.push(categoryId);
        cols.selling.push(sellingPaisa);
        cols.marked.push(markedPaisa);
        cols.stock.push(rnd.next() < 0.08 ? 0 : rnd.int(1, 500));
        cols.organic.push(qualifier === 'Organic');
        cols.special.push(rnd.next() < 0.01);
        cols.arrival.push(rnd.next() < 0.02);
        cols.aliases.push(aliases);
        cols.searchText.push(text);
        cols.unit.push(unit.en);
        cols.createdAt.push(new Date(now - Math.floor(rnd.next() * twoYears)).toISOString());
        imageKeys.push(base.key);
      }
      // One statement per batch, the columns as arrays (unnest): the same on PostgreSQL and PGlite,
      // and about as fast as COPY here, where the per-row work is the table's, not the protocol's.
      // WITH ORDINALITY keeps the batch's order, so the ids come back in the order the rows went in.
      const ids = (
        await rawRows<{ id: number }>(
          db,
          `with x as (
             select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[],
                                  $7::int[], $8::int[], $9::int[], $10::bool[], $11::bool[], $12::bool[],
                                  $13::text[], $14::text[], $15::text[], $16::timestamptz[])
               with ordinality as x(slug, title, nepali_title, short_description, description, category_id,
                                    selling_price_paisa, marked_price_paisa, stock, is_organic, today_special,
                                    new_arrival, aliases, search_text, unit, created_at, n)
           ), ins as (
             insert into products (slug, title, nepali_title, short_description, description, category_id,
                                   selling_price_paisa, marked_price_paisa, stock, is_organic, today_special,
                                   new_arrival, aliases, search_text, unit, created_at, updated_at)
             select slug, title, nepali_title, short_description, description, category_id, selling_price_paisa,
                    marked_price_paisa, stock, is_organic, today_special, new_arrival, aliases, search_text, unit,
                    created_at, created_at
               from x order by n
             returning id, slug
           )
           select ins.id from ins join x using (slug) order by x.n`,
          [
            cols.slug,
            cols.title,
            cols.nepaliTitle,
            cols.short,
            cols.description,
            cols.category,
            cols.selling,
            cols.marked,
            cols.stock,
            cols.organic,
            cols.special,
            cols.arrival,
            cols.aliases,
            cols.searchText,
            cols.unit,
            cols.createdAt,
          ],
        )
      ).map((r) => Number(r.id));
      for (const id of ids) {
        if (id < firstProductId) firstProductId = id;
        if (id > lastProductId) lastProductId = id;
      }
      await rawRows(
        db,
        `insert into product_images (product_id, position, image, thumbnail)
         select id, 0, '/media/products/' || k || '.webp', '/media/products/' || k || '-thumb.webp'
           from unnest($1::int[], $2::text[]) as x(id, k)`,
        [ids, imageKeys],
      );
      const review = { product: [] as number[], user: [] as number[], rating: [] as number[] };
      for (const id of ids) {
        if (rnd.next() >= 0.03) continue;
        const who = new Set(Array.from({ length: rnd.int(1, 4) }, () => rnd.pick(reviewerIds)));
        for (const userId of who) {
          review.product.push(id);
          review.user.push(userId);
          review.rating.push(rnd.int(3, 5));
        }
      }
      if (review.product.length) {
        await rawRows(
          db,
          `insert into reviews (product_id, user_id, rating, review)
           select p, u, r, case when r >= 4 then 'Fresh and good value.' else 'Okay.' end
             from unnest($1::int[], $2::int[], $3::int[]) as x(p, u, r)`,
          [review.product, review.user, review.rating],
        );
      }
      done += n;
      opts.onProgress?.(done, opts.products);
    }
  } finally {
    // Built even when the load failed half-way: the database is never left without its indexes.
    const t0 = performance.now();
    if (bulk) {
      await db.execute(sql.raw('alter table products enable trigger products_search_terms_insert'));
      await db.execute(sql.raw('alter table products enable trigger products_ranks_insert'));
      if (lastProductId >= firstProductId) {
        await rawRows(
          db,
          `insert into title_word_ranks (word, title_length, product_id)
           select distinct w, length(p.title), p.id
             from products p cross join lateral unnest(title_words_of(p.search_text)) as w
            where p.id between $1 and $2 and p.active and p.in_stock
            order by 1, 2, 3
           on conflict do nothing`,
          [firstProductId, lastProductId],
        );
      }
      const terms = [...vocabulary];
      for (let i = 0; i < terms.length; i += 10_000) {
        await rawRows(
          db,
          'insert into search_terms (term) select unnest($1::text[]) on conflict (term) do nothing',
          [terms.slice(i, i + 10_000)],
        );
      }
    }
    await buildIndexes(db, dropped);
    if (bulk) indexSeconds = (performance.now() - t0) / 1000;
  }
  // What autovacuum does to a freshly loaded table a minute later: statistics for the planner and a
  // visibility map (so counts can use index-only scans). Measure the steady state, not the load.
  for (const table of [
    'categories',
    'products',
    'product_images',
    'reviews',
    'product_words',
    'title_word_ranks',
    'product_terms',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return {
    products: opts.products,
    categories: topIds.length + subs.length,
    seconds: (performance.now() - started) / 1000,
    topCategoryIds: topIds,
    subCategoryIds: subs.map((s) => s.id),
    firstProductId,
    lastProductId,
    indexSeconds,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      orders: { type: 'string', default: '0' },
      customers: { type: 'string', default: '0' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      seed: { type: 'string', default: '2082' },
    },
  });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 1) throw new Error('--products must be a positive integer');
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  const database = await openDatabase({
    databaseUrl,
    dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? './data',
  });
  try {
    await database.migrate();
    let last = 0;
    const result = await generateCatalogue(database.db, {
      products: count,
      seed: Number(values.seed),
      onProgress: (done, total) => {
        if (done - last >= total / 10 || done === total) {
          last = done;
          process.stdout.write(`  ${done}/${total} products\n`);
        }
      },
    });
    console.log(
      `Generated ${result.products} products in ${result.categories} categories in ${result.seconds.toFixed(1)} s (${database.kind})${result.indexSeconds !== undefined ? `, ${result.indexSeconds.toFixed(1)} s of it building the trigram indexes and the vocabulary` : ''}.`,
    );
    const orderCount = Number(values.orders);
    if (orderCount > 0) {
      const customers = Math.max(1, Number(values.customers) || Math.ceil(orderCount / 10));
      last = 0;
      const o = await generateOrders(database.db, {
        orders: orderCount,
        customers,
        firstProductId: result.firstProductId,
        lastProductId: result.lastProductId,
        seed: Number(values.seed),
        onProgress: (done, total) => {
          if (done - last >= total / 10 || done === total) {
            last = done;
            process.stdout.write(`  ${done}/${total} orders\n`);
          }
        },
      });
      console.log(
        `Generated ${o.orders} orders (${o.lines} lines) for ${o.customers} customers in ${o.seconds.toFixed(1)} s; customer ${o.benchCustomer.email} has ${o.benchCustomer.orders}.`,
      );
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  });
}
