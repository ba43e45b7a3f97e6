import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { ProfileUpdateBody } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** The answer with its status: SPEC §7 counts only 200 and 201 as saved. */
export interface UpdateProfileResult {
  status: number;
  message?: string;
}

/** PUT /profile/update/ {user {first_name, last_name, middle_name?}, gender, date_of_birth}. */
export const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UpdateProfileResult, ProfileUpdateBody>({
      query: (body) => ({ url: '/profile/update/', method: 'PUT', body }),
      transformResponse: (body: { message?: string } | null, meta) => ({
        status: (meta as FetchBaseQueryMeta | undefined)?.response?.status ?? 0,
        message: body?.message,
      }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
