/** Texts of the orders feature; the Nepali catalogue beside it has the same keys. */
export const orders = {
  title: 'Orders',
};
