/** Texts of the checkout feature; the Nepali catalogue beside it has the same keys. */
export const checkout = {
  title: 'Checkout',
};
