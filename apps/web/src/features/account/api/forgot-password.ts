import type { ForgotPassword } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** POST /forgot/password/ {phone_or_email} → {message}: the same answer whether or not the account exists. */
export const forgotPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<{ message?: string }, ForgotPassword>({
      query: (body) => ({ url: '/forgot/password/', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation } = forgotPasswordApi;
