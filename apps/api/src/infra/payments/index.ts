import type { PaymentsConfig } from '../../config';
import { esewaGateway } from './esewa';
import type { Gateways } from './gateway';
import { khaltiGateway } from './khalti';

export * from './gateway';

/** The return paths the gateways send browsers back to (fixed by the API contract). */
export const ESEWA_RETURN_PATH = '/api/v1/payments/esewa/return/';
export const KHALTI_RETURN_PATH = '/api/v1/payments/khalti/return/';

/** The wallets this shop offers, from its configuration (a wallet without keys is not offered). */
export function createGateways(cfg: PaymentsConfig): Gateways {
  const gateways: Gateways = {};
  if (cfg.esewa) {
    const successUrl = `${cfg.publicUrl}${ESEWA_RETURN_PATH}`;
    gateways.esewa = esewaGateway({
      ...cfg.esewa,
      successUrl,
      // eSewa appends ?data= only on success; the failure return names its attempt itself.
      failureUrl: (reference) => `${successUrl}?failed=${encodeURIComponent(reference)}`,
    });
  }
  if (cfg.khalti) {
    gateways.khalti = khaltiGateway({
      ...cfg.khalti,
      returnUrl: `${cfg.publicUrl}${KHALTI_RETURN_PATH}`,
      websiteUrl: `${cfg.publicUrl}/`,
    });
  }
  return gateways;
}
