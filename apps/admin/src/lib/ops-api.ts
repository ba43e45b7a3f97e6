import type {
  AdminPayments,
  CashSettlement,
  CashSettlementInput,
  FailedJobView,
  Paginated,
  PaymentIssue,
  PickList,
  RiderCash,
} from '@kandamul/domain';
import { api, apiBlob, post } from './http';

/** The operations screens' calls that are not react-admin CRUD (cash, pick list, jobs, refunds, invoices). */
export const opsApi = {
  riderCash: () => api<RiderCash[]>('/admin/cash/'),
  settlements: (page = 1) =>
    api<Paginated<CashSettlement>>(`/admin/cash/settlements/?page=${page}&page_size=20`),
  settle: (input: CashSettlementInput) => post<CashSettlement>('/admin/cash/settlements/', input),
  pickList: () => api<PickList>('/admin/pick-list/'),
  failedJobs: () => api<FailedJobView[]>('/admin/jobs/failed/'),
  retryJob: (id: string) => post<{ retried: true }>(`/admin/jobs/failed/${id}/retry/`, {}),
  discardJob: (id: string) => api<void>(`/admin/jobs/failed/${id}/`, { method: 'DELETE' }),
  paymentIssues: (kind: 'refund_due' | 'double_paid' | 'refunded', page = 1) =>
    api<Paginated<PaymentIssue>>(`/admin/payments/?kind=${kind}&page=${page}&page_size=50`),
  orderPayments: (orderId: number) => api<AdminPayments>(`/admin/orders/${orderId}/payments/`),
  refund: (orderId: number, reference: string) =>
    post<AdminPayments>(`/admin/orders/${orderId}/refund/`, { reference }),
  refundAttempt: (orderId: number, attemptId: number, reference: string) =>
    post<AdminPayments>(`/admin/orders/${orderId}/payments/${attemptId}/refund/`, { reference }),
  invoicePdf: (id: number) => apiBlob(`/admin/invoices/${id}/pdf/`),
  salesRegister: (year: number, month: number) =>
    apiBlob(`/admin/invoices/sales-register/?year=${year}&month=${month}`),
  creditNote: (orderId: number, reason: string) =>
    post<{ number: string }>(`/admin/orders/${orderId}/credit-note/`, { reason }),
  block: (customerId: number, reason: string) => post(`/admin/customers/${customerId}/block/`, { reason }),
  unblock: (customerId: number) => post(`/admin/customers/${customerId}/unblock/`, {}),
};
