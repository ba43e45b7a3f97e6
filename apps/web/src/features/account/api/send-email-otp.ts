import type { EmailOtpSend } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** POST /otp/public/send/email/ {email} → {message}: a new password-reset code by e-mail. */
export const sendEmailOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendEmailOtp: build.mutation<{ message: string }, EmailOtpSend>({
      query: (body) => ({ url: '/otp/public/send/email/', method: 'POST', body }),
    }),
  }),
});

export const { useSendEmailOtpMutation } = sendEmailOtpApi;
