import { createContext, useContext } from 'react';

/**
 * The cart's products the shop no longer sells (hidden by staff): the cart page's price refresh asks
 * for every line's product and the API leaves those out. A line shows it; checkout would refuse it.
 */
export const NoLongerSoldContext = createContext<ReadonlySet<number>>(new Set());

export const useNoLongerSold = (productId: number) => useContext(NoLongerSoldContext).has(productId);
