import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from '../../../lib/api/base-api';

export interface ChangePictureResult {
  status: number;
  success?: boolean;
  message?: string;
  image?: string;
}

/**
 * POST /change/profile/pic/ multipart field `image`. The profile is refetched by the page 500 ms after
 * success (SPEC §4), so no tag is invalidated here.
 */
export const changeProfilePictureApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeProfilePicture: build.mutation<ChangePictureResult, File>({
      query: (file) => {
        const form = new FormData();
        form.append('image', file);
        return { url: '/change/profile/pic/', method: 'POST', body: form };
      },
      transformResponse: (body: Omit<ChangePictureResult, 'status'> | null, meta) => ({
        ...(body ?? {}),
        status: (meta as FetchBaseQueryMeta | undefined)?.response?.status ?? 0,
      }),
    }),
  }),
});

export const { useChangeProfilePictureMutation } = changeProfilePictureApi;
