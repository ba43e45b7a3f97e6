import type { PAGE_ROUTES } from '@kandamul/domain';
import { useEffect } from 'react';
import { rememberOtpPending } from '../../../ssr/server-hints';

/**
 * While a code screen shows the phone or e-mail it came with (`target`, from history state), tells the
 * server so (`rememberOtpPending`), which then leaves a reload of the screen to the browser rather than
 * rendering the visit without them.
 */
export function useOpenCodeScreen(
  screen: typeof PAGE_ROUTES.otp | typeof PAGE_ROUTES.otpEmail,
  target: string | undefined,
) {
  useEffect(() => {
    if (!target) return;
    rememberOtpPending(screen, true);
    return () => rememberOtpPending(screen, false);
  }, [screen, target]);
}
