import { MESSAGES } from '@kandamul/domain';

/** Texts shared by the whole storefront: header, footer, navigation, generic states. */
export const common = {
  brand: 'Kandamul',
  tagline: 'Fresh from Nepal’s farms',
  skipToContent: 'Skip to content',
  search: {
    placeholder: 'Search vegetables, rice, ghee, seeds…',
    label: 'Search products',
    button: 'Search',
  },
  header: {
    home: 'Kandamul home',
    profile: 'Profile',
    signIn: 'Sign In',
    logout: 'Logout',
    wishlist: 'Wishlist',
    wishlistCount: 'Wishlist, {{count}} items',
    cart: 'Cart',
    cartCount: 'Cart, {{count}} items',
    language: 'Language',
    switchToNepali: 'नेपाली',
    switchToEnglish: 'English',
    showBs: 'BS',
    showAd: 'AD',
    showBsTitle: 'Show dates in Bikram Sambat (BS)',
    showAdTitle: 'Show dates in AD',
    darkMode: 'Dark mode',
    lightMode: 'Light mode',
    menu: 'Menu',
  },
  offline: {
    title: 'You are offline.',
    body: 'Pages and products you have seen still open, and your cart is kept: it syncs when you are back.',
    checkout:
      'You are offline: placing an order and paying need a connection. Your cart is kept; try again when you are back online.',
    login: 'You are offline: signing in needs a connection. Try again when you are back online.',
  },
  footer: {
    contact: 'Call us: +977 1-5970000',
    support: 'Support: support@kandamul.com.np',
    about:
      'Kandamul brings vegetables, grains, spices, dairy and farm supplies from Nepali farmers to your door.',
    rights: '© {{year}} Kandamul',
  },
  categories: {
    loading: MESSAGES.loadingCategories,
    error: 'Error: {{message}}',
    unknownError: MESSAGES.unknownError,
    label: 'Shop by category',
  },
  states: {
    loading: 'Loading…',
    retry: 'Try again',
    goHome: 'Go to the home page',
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you were looking for does not exist.',
    errorTitle: 'Something went wrong',
    errorBody: 'This part of the page could not be shown. Try again, or go back to the shop.',
  },
  session: {
    expired: MESSAGES.sessionExpired,
  },
  price: {
    off: '{{percent}}% off',
    selling: 'Price',
    marked: 'Was',
  },
  product: {
    addToCart: 'Add To Cart',
    outOfStock: 'Out of Stock',
    outOfStockBadge: MESSAGES.outOfStockBadge,
    organic: 'ORGANIC',
    addToWishlist: 'Add to wishlist',
    removeFromWishlist: 'Remove from wishlist',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    quantity: 'Quantity',
    rating: '{{value}} out of 5 stars',
  },
  list: {
    loadMore: 'Load more',
    loadingMore: 'Loading more…',
    showing: 'Showing {{shown}} of {{count}}',
  },
};
