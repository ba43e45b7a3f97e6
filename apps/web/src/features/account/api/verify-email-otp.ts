import type { EmailOtpVerify } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** POST /validate/otp {phone_or_email, otp} → {reset_token} (SPEC §7 reads data.reset_token). */
export const verifyEmailOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyEmailOtp: build.mutation<{ reset_token?: string; message?: string }, EmailOtpVerify>({
      query: (body) => ({ url: '/validate/otp', method: 'POST', body }),
    }),
  }),
});

export const { useVerifyEmailOtpMutation } = verifyEmailOtpApi;
