import type { Role } from '@kandamul/domain';
import type { BannerSpec } from './images';

/** The demo customer a person trying the shop logs in as (also printed in the README). */
/**
 * The demo shop's staff (README lists them): they log in through the same POST /login/ as customers.
 * Seeded only in the demo shop, never in a deployment.
 */
export const DEMO_STAFF = [
  {
    role: 'admin',
    email: 'admin@kandamul.com.np',
    password: 'Admin@1234',
    phone: '9800000007',
    firstName: 'Ram',
    lastName: 'Thapa',
  },
  {
    role: 'staff',
    email: 'staff@kandamul.com.np',
    password: 'Staff@1234',
    phone: '9800000008',
    firstName: 'Gita',
    lastName: 'Karki',
  },
  {
    role: 'rider',
    email: 'rider@kandamul.com.np',
    password: 'Rider@1234',
    phone: '9800000009',
    firstName: 'Hari',
    lastName: 'Gurung',
  },
] as const satisfies readonly {
  role: Role;
  email: string;
  password: string;
  phone: string;
  firstName: string;
  lastName: string;
}[];

export const DEMO_CUSTOMER = {
  phone: '9800000001',
  email: 'demo@kandamul.com.np',
  password: 'Demo@1234',
  firstName: 'Sita',
  lastName: 'Sharma',
  gender: 'Female',
  dateOfBirth: '1995-04-14',
  address: {
    location: 'Shankhamul Marg, New Baneshwor-10',
    landMark: 'Opposite Everest Bank',
    district: 'Kathmandu',
    municipality: 'Kathmandu',
    station: 'New Baneshwor',
  },
} as const;

export interface ReviewerData {
  key: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  phone: string;
  email: string;
}

/** Customers who wrote the demo reviews. They cannot log in: their password hash matches no password. */
export const REVIEWERS: ReviewerData[] = [
  {
    key: 'aarati',
    firstName: 'Aarati',
    lastName: 'Gurung',
    phone: '9841000101',
    email: 'aarati.gurung@example.com',
  },
  {
    key: 'bikash',
    firstName: 'Bikash',
    lastName: 'Shrestha',
    phone: '9841000102',
    email: 'bikash.shrestha@example.com',
  },
  {
    key: 'sunita',
    firstName: 'Sunita',
    lastName: 'Tamang',
    phone: '9841000103',
    email: 'sunita.tamang@example.com',
  },
  {
    key: 'ramesh',
    firstName: 'Ramesh',
    middleName: 'Bahadur',
    lastName: 'Adhikari',
    phone: '9841000104',
    email: 'ramesh.adhikari@example.com',
  },
  {
    key: 'pooja',
    firstName: 'Pooja',
    lastName: 'Thapa Magar',
    phone: '9841000105',
    email: 'pooja.thapa@example.com',
  },
  { key: 'nabin', firstName: 'Nabin', lastName: 'Rai', phone: '9841000106', email: 'nabin.rai@example.com' },
];

export interface ReviewData {
  by: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
}

/** Reviews by product slug, oldest first. */
export const REVIEWS: Record<string, ReviewData[]> = {
  'tomato-golbheda-1kg': [
    {
      by: 'aarati',
      rating: 5,
      text: 'Red, firm and not a single squashed one in the bag. Made a big jar of golbheda ko achar.',
    },
    { by: 'bikash', rating: 4, text: 'Good tomatoes, a little smaller than last time but very tasty.' },
    { by: 'sunita', rating: 5, text: 'गोलभेडा एकदम ताजा थियो, अचार मीठो बन्यो।' },
  ],
  'red-potato-rato-aalu-1kg': [
    { by: 'ramesh', rating: 5, text: 'Proper pahadi rato aalu. Perfect for aalu tama.' },
    {
      by: 'pooja',
      rating: 4,
      text: 'Good quality, a few had soil on them but that is normal for fresh potatoes.',
    },
  ],
  'red-onion-pyaj-1kg': [
    { by: 'nabin', rating: 3, text: 'Fine onions but two of them were soft inside. Price is fair.' },
    { by: 'aarati', rating: 4, text: 'Dry and strong, they keep well in the basket.' },
  ],
  'broadleaf-mustard-greens-rayo-saag': [
    { by: 'sunita', rating: 5, text: 'Tender leaves, just like from my mother’s garden in Kavre.' },
    { by: 'ramesh', rating: 4, text: 'Fresh rayo saag. The bunch could be a bit bigger.' },
  ],
  'jumla-marsi-red-rice-2kg': [
    { by: 'bikash', rating: 5, text: 'Real Jumli marsi. Nutty taste and very filling, my father loved it.' },
    { by: 'pooja', rating: 5, text: 'जुम्लाको मार्सी चामल पाउँदा खुसी लाग्यो। फेरि मगाउँछु।' },
    { by: 'nabin', rating: 4, text: 'Takes longer to cook than white rice, but worth it.' },
  ],
  'basmati-rice-5kg': [
    { by: 'aarati', rating: 4, text: 'Long grains and nice smell. Good for pulao on Dashain.' },
    {
      by: 'ramesh',
      rating: 2,
      text: 'The bag arrived torn at one corner and some rice had spilled. Rice itself is okay.',
    },
  ],
  'red-lentils-musuro-dal-1kg': [
    { by: 'sunita', rating: 5, text: 'Clean dal, no stones at all. Cooks quickly.' },
    { by: 'bikash', rating: 4, text: 'Good everyday musuro. Packing is neat.' },
  ],
  'black-lentils-maas-dal-1kg': [
    { by: 'pooja', rating: 5, text: 'Made bara for the family with this maas. Very good.' },
  ],
  'timur-sichuan-pepper-100g': [
    { by: 'nabin', rating: 5, text: 'Very fresh timur, my tongue was tingling! Best for aalu achar.' },
    { by: 'aarati', rating: 5, text: 'टिमुर धेरै बासनादार छ। मःमःको अचारमा राख्दा मीठो भयो।' },
    { by: 'ramesh', rating: 4, text: 'Good aroma. A few stems mixed in, but fine.' },
  ],
  'turmeric-powder-besar-200g': [
    { by: 'sunita', rating: 5, text: 'Bright yellow and smells like real besar, not the market powder.' },
  ],
  'juju-dhau-bhaktapur-500g': [
    { by: 'bikash', rating: 5, text: 'Tastes exactly like the juju dhau we eat in Bhaktapur Durbar Square.' },
    {
      by: 'pooja',
      rating: 5,
      text: 'Came in a real clay pot. Creamy and sweet, the kids finished it in one evening.',
    },
    { by: 'nabin', rating: 4, text: 'Very good, but a little too sweet for me.' },
    { by: 'sunita', rating: 5, text: 'जुजु धौ साँच्चै राम्रो। माटोको कटारोमा आएको देखेर रमाइलो लाग्यो।' },
  ],
  'pure-cow-ghee-500ml': [
    { by: 'ramesh', rating: 5, text: 'Smells like home-made ghee from the village. Expensive but pure.' },
    { by: 'aarati', rating: 4, text: 'Good ghee. The jar lid was a bit loose on arrival.' },
  ],
  'hard-yak-churpi-250g': [
    { by: 'nabin', rating: 5, text: 'Hard as a stone, lasts forever. Just like the churpi from Solu.' },
    { by: 'bikash', rating: 3, text: 'Good churpi but some pieces were very small.' },
  ],
  'mustard-oil-tori-tel-1-litre': [
    { by: 'pooja', rating: 5, text: 'Strong jhaneko smell, real kachi ghani oil. Perfect for achar.' },
    { by: 'sunita', rating: 4, text: 'Pure oil. Bottle could be sealed better.' },
  ],
  'ilam-orthodox-black-tea-250g': [
    {
      by: 'aarati',
      rating: 5,
      text: 'Lovely golden cup with a light flowery taste. Better than the tea bags I used to buy.',
    },
    { by: 'ramesh', rating: 5, text: 'इलामको चिया पिउँदा बिहान नै फ्रेस हुन्छ।' },
    { by: 'bikash', rating: 4, text: 'Good orthodox tea. I prefer it without milk.' },
  ],
  'ctc-tea-jhapa-500g': [
    { by: 'nabin', rating: 4, text: 'Strong, good for dudh chiya. Value for money.' },
    {
      by: 'pooja',
      rating: 1,
      text: 'Packet was open when it arrived and the tea smelled of spices. Customer care sent a new one.',
    },
  ],
  'mustard-flower-honey-1kg': [
    { by: 'sunita', rating: 5, text: 'Creamy white honey, not runny. Tastes natural.' },
    {
      by: 'ramesh',
      rating: 4,
      text: 'Real honey from Chitwan. It became solid in a week, which they say is normal.',
    },
  ],
  'banana-kera-1-dozen': [
    { by: 'bikash', rating: 4, text: 'Sweet bananas, came slightly green and ripened in two days.' },
    { by: 'aarati', rating: 5, text: 'Good size and very sweet.' },
  ],
  'jumla-apple-syau-1kg': [
    { by: 'pooja', rating: 5, text: 'Crisp and juicy Jumli apples. The kids love them.' },
    { by: 'nabin', rating: 4, text: 'Tasty, a couple had small spots but that shows they are organic.' },
  ],
  'srijana-hybrid-tomato-seeds-10g': [
    { by: 'ramesh', rating: 5, text: 'Almost every seed came up. Planted them on my roof in Kirtipur.' },
    {
      by: 'sunita',
      rating: 3,
      text: 'Germination was fine but the plants need a lot of care in the monsoon.',
    },
  ],
  'vermicompost-5kg': [
    { by: 'aarati', rating: 5, text: 'Dark, crumbly and no smell. My chilli plants look much healthier.' },
  ],
  'kodalo-hoe-with-handle': [
    { by: 'nabin', rating: 4, text: 'Heavy, strong kodalo. The handle was a little rough, I sanded it.' },
    { by: 'bikash', rating: 5, text: 'कोदालो बलियो छ, बारी खन्न सजिलो भयो।' },
  ],
};

export interface DemoBanner extends BannerSpec {
  /** Where a tap on the banner goes: a category slug (its listing) or a storefront path. */
  link: { category: string } | { path: string };
}

export const BANNERS: DemoBanner[] = [
  {
    slug: 'fresh-from-farms',
    title: "Fresh from Nepal's farms",
    nepaliTitle: 'नेपाली खेतबाट ताजा',
    tagline: 'Picked this morning, delivered today',
    emoji: ['leafy-green', 'tomato', 'carrot', 'potato', 'hot-pepper', 'onion'],
    ground: ['#2f6f2a', '#7ab648'],
    ink: '#ffffff',
    link: { category: 'vegetables' },
  },
  {
    slug: 'ilam-tea-jumla-rice',
    title: 'Ilam tea, Jumla rice',
    nepaliTitle: 'इलामको चिया, जुम्लाको चामल',
    tagline: 'The best of the hills, straight from the growers',
    emoji: ['teacup-without-handle', 'sheaf-of-rice', 'leaf-fluttering-in-wind', 'cooked-rice', 'teapot'],
    ground: ['#1f5e3b', '#b38b2e'],
    ink: '#ffffff',
    link: { category: 'tea-and-coffee' },
  },
  {
    slug: 'welcome-offer',
    title: '10% off your first order',
    nepaliTitle: 'पहिलो अर्डरमा १०% छुट',
    tagline: 'Use code WELCOME10 on orders over RS 500',
    emoji: ['shopping-bags', 'honey-pot', 'banana', 'glass-of-milk', 'red-apple'],
    ground: ['#e39a0b', '#f6c64a'],
    ink: '#2b2a1f',
    link: { path: '/viewallfy' },
  },
  {
    slug: 'kitchen-garden',
    title: 'Grow a kitchen garden',
    nepaliTitle: 'आफ्नै करेसाबारी लगाऔं',
    tagline: 'Seeds, seedlings, compost and tools',
    emoji: ['seedling', 'potted-plant', 'worm', 'sunflower', 'bucket'],
    ground: ['#5b4128', '#8fae4c'],
    ink: '#ffffff',
    link: { category: 'seeds-and-seedlings' },
  },
];
