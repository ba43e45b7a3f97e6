import type { VoucherApplyBody, VoucherApplyResponse } from '@kandamul/domain';
import { api } from '../../../lib/api/base-api';

/** POST /voucher/apply/ {code, order_total}: always 200; is_valid and message say whether it applies. */
export const applyVoucherApi = api.injectEndpoints({
  endpoints: (build) => ({
    applyVoucher: build.mutation<VoucherApplyResponse, VoucherApplyBody>({
      query: (body) => ({ url: '/voucher/apply/', method: 'POST', body }),
    }),
  }),
});

export const { useApplyVoucherMutation } = applyVoucherApi;
