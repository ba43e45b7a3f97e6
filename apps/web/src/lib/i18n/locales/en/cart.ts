/** Texts of the cart feature; the Nepali catalogue beside it has the same keys. */
export const cart = {
  title: 'Cart',
};
