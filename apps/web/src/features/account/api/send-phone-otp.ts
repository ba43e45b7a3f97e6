import type { PhoneOtpSend } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** POST /otp/public/send/ {phone} → {message}; 429 OTP_COOLDOWN within a minute of the last code. */
export const sendPhoneOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendPhoneOtp: build.mutation<{ message: string }, PhoneOtpSend>({
      query: (body) => ({ url: '/otp/public/send/', method: 'POST', body }),
    }),
  }),
});

export const { useSendPhoneOtpMutation } = sendPhoneOtpApi;
