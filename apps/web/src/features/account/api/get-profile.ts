import type { ProfileResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** What the profile screens get: the profile, or why there is none. */
export type ProfileResult =
  { kind: 'profile'; profile: ProfileResponse } | { kind: 'empty' } | { kind: 'unexpected' };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/**
 * SPEC §7: reads `data`, or the whole body as a fallback; a list (its first item is used) or one object.
 * An empty list means no profile; anything without a user is an unexpected shape.
 */
export function toProfileResult(body: unknown): ProfileResult {
  const data = isRecord(body) && 'data' in body ? body.data : body;
  const item: unknown = Array.isArray(data) ? data[0] : data;
  if (Array.isArray(data) && data.length === 0) return { kind: 'empty' };
  if (!isRecord(item) || !isRecord(item.user)) return { kind: 'unexpected' };
  const profile = isRecord(item.profile) ? item.profile : {};
  return {
    kind: 'profile',
    profile: {
      user: item.user as ProfileResponse['user'],
      profile: {
        date_of_birth: (profile.date_of_birth as string | null | undefined) ?? null,
        gender: (profile.gender as ProfileResponse['profile']['gender'] | undefined) ?? '',
        image: (profile.image as string | null | undefined) ?? null,
      },
    },
  };
}

/** GET /profile/: the logged-in customer's own profile. */
export const getProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileResult, void>({
      query: () => '/profile/',
      transformResponse: toProfileResult,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = getProfileApi;
