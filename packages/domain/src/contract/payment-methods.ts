// Kept apart from the order schemas (and free of zod) so the storefront's first download, which
// only needs the labels, does not carry every schema with it.

/**
 * Payment methods on the wire. 'online' is the older "pay online, wallet not chosen yet": still
 * accepted (an unpaid order, like cash on delivery until paid); the storefront offers the wallets.
 */
export const PAYMENT_METHODS = ['cod', 'online', 'esewa', 'khalti'] as const;
/** How each payment method is labelled at checkout. */
export const PAYMENT_METHOD_LABELS = {
  cod: 'Cash on Delivery',
  online: 'Online Payment',
  esewa: 'eSewa',
  khalti: 'Khalti',
} as const;
/** The wallets: a payment method that sends the customer to a gateway. */
export const WALLET_GATEWAYS = ['esewa', 'khalti'] as const;
export type WalletGateway = (typeof WALLET_GATEWAYS)[number];
/** Whether a payment method is paid through a wallet gateway. */
export function isWallet(method: string): method is WalletGateway {
  return (WALLET_GATEWAYS as readonly string[]).includes(method);
}
/** The radios at checkout: cash, then the wallets under SPEC's 'Online Payment'. */
export const CHECKOUT_PAYMENT_METHODS = ['cod', 'esewa', 'khalti'] as const;
