import type { PhoneOtpVerify } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/**
 * POST /otp/public/verify/ {phone, otp, signup_token?} → {message}; a wrong code is 400 'Invalid OTP', a
 * code for a replaced signup 400 SIGNUP_REPLACED.
 */
export const verifyPhoneOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyPhoneOtp: build.mutation<{ message?: string }, PhoneOtpVerify>({
      query: (body) => ({ url: '/otp/public/verify/', method: 'POST', body }),
    }),
  }),
});

export const { useVerifyPhoneOtpMutation } = verifyPhoneOtpApi;
