import type {
  AdminSlotCreate,
  AdminSlotTemplate,
  AdminSlotTemplateList,
  AdminSlotUpdate,
} from '@kandamul/domain';
import { api, post } from '../lib/http';

/** The slot screen's calls (docs/decisions/018): each station's daily delivery windows. */
export const slotsApi = {
  list: () => api<AdminSlotTemplateList>('/admin/slots/'),
  add: (body: AdminSlotCreate) => post<AdminSlotTemplate>('/admin/slots/', body),
  change: (id: number, body: AdminSlotUpdate) =>
    api<AdminSlotTemplate>(`/admin/slots/${id}/`, { method: 'PATCH', body: JSON.stringify(body) }),
  remove: (id: number) => api<void>(`/admin/slots/${id}/`, { method: 'DELETE' }),
};
