import type { SignupInput, SignupResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** POST /signup/ with the form's six fields → 201 {user_id, phone, message}; a code is texted. */
export const signupApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<SignupResponse, SignupInput>({
      query: (body) => ({ url: '/signup/', method: 'POST', body }),
    }),
  }),
});

export const { useSignupMutation } = signupApi;
