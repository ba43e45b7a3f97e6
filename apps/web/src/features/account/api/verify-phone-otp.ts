import type { PhoneOtpVerify } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** POST /otp/public/verify/ {phone, otp} → {message}; a wrong code is 400 'Invalid OTP'. */
export const verifyPhoneOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyPhoneOtp: build.mutation<{ message?: string }, PhoneOtpVerify>({
      query: (body) => ({ url: '/otp/public/verify/', method: 'POST', body }),
    }),
  }),
});

export const { useVerifyPhoneOtpMutation } = verifyPhoneOtpApi;
