/** Texts of the account feature; the Nepali catalogue beside it has the same keys. */
export const account = {
  title: 'Account',
};
