/** Texts of the catalog feature; the Nepali catalogue beside it has the same keys. */
export const catalog = {
  title: 'Catalog',
};
