// Kept apart from the order schemas (and free of zod) so the storefront's first download, which
// only needs the labels, does not carry every schema with it.

/** Payment methods on the wire. */
export const PAYMENT_METHODS = ['cod', 'online'] as const;
/** How each payment method is labelled at checkout. */
export const PAYMENT_METHOD_LABELS = { cod: 'Cash on Delivery', online: 'Online Payment' } as const;
