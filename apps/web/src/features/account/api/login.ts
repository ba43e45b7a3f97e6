import type { LoginInput, LoginResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** POST /login/ {phone_or_email, password} → {access_token, refresh_token, user_id}. */
export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Partial<LoginResponse>, LoginInput>({
      query: (body) => ({ url: '/login/', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
