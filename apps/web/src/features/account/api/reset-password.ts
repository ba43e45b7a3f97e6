import type { ResetPasswordForm } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** POST /reset/password/ {reset_token, new_password, confirm_password} → {success: true}. */
export const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<{ success?: boolean }, ResetPasswordForm & { reset_token: string }>({
      query: (body) => ({ url: '/reset/password/', method: 'POST', body }),
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
