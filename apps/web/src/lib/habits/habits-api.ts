import type {
  MyRatingsResponse,
  MyReview,
  Preferences,
  PreferencesUpdate,
  ReviewBody,
  StockAlert,
  SubstitutionChoice,
} from '@kandamul/domain';
import { api } from '../api/base-api';

export interface SubstitutionChoices {
  default: SubstitutionChoice;
  lines: { product_id: number; substitution: SubstitutionChoice }[];
}

/** Reviews by real buyers, back-in-stock alerts, message preferences, "if out of stock" choices. */
export const habitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyRatings: build.query<MyRatingsResponse, void>({
      query: () => '/profile/ratings/',
      providesTags: ['Ratings'],
    }),
    rateProduct: build.mutation<MyReview, { productId: number; slug: string; body: ReviewBody }>({
      query: ({ productId, body }) => ({ url: `/product/${productId}/reviews/`, method: 'POST', body }),
      transformResponse: (res: { data: MyReview }) => res.data,
      // The product page's list, average and count show it at once.
      invalidatesTags: (_r, _e, { slug }) => ['Ratings', { type: 'Product', id: slug }],
    }),
    getMyAlerts: build.query<StockAlert[], void>({
      query: () => '/profile/alerts/',
      transformResponse: (res: { data: StockAlert[] }) => res.data,
      providesTags: ['Alerts'],
    }),
    notifyMe: build.mutation<unknown, number>({
      query: (productId) => ({ url: `/product/${productId}/notify/`, method: 'POST' }),
      invalidatesTags: ['Alerts'],
    }),
    cancelNotify: build.mutation<unknown, number>({
      query: (productId) => ({ url: `/product/${productId}/notify/`, method: 'DELETE' }),
      invalidatesTags: ['Alerts'],
    }),
    getPreferences: build.query<Preferences, void>({
      query: () => '/profile/preferences/',
      transformResponse: (res: { data: Preferences }) => res.data,
      providesTags: ['Preferences'],
    }),
    updatePreferences: build.mutation<Preferences, PreferencesUpdate>({
      query: (body) => ({ url: '/profile/preferences/', method: 'PUT', body }),
      transformResponse: (res: { data: Preferences }) => res.data,
      invalidatesTags: ['Preferences'],
    }),
    getSubstitutions: build.query<SubstitutionChoices, void>({
      query: () => '/cart/substitutions/',
      providesTags: ['Preferences'],
    }),
    setSubstitution: build.mutation<unknown, { productId: number; substitution: SubstitutionChoice }>({
      query: ({ productId, substitution }) => ({
        url: `/cart/${productId}/substitution/`,
        method: 'PUT',
        body: { substitution },
      }),
      invalidatesTags: ['Preferences'],
    }),
  }),
});

export const {
  useGetMyRatingsQuery,
  useRateProductMutation,
  useGetMyAlertsQuery,
  useNotifyMeMutation,
  useCancelNotifyMutation,
  useGetPreferencesQuery,
  useUpdatePreferencesMutation,
  useGetSubstitutionsQuery,
  useSetSubstitutionMutation,
} = habitsApi;
