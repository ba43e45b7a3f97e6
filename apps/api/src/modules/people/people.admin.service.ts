import {
  type AdminCustomerDetail,
  type AdminCustomerRow,
  isOrderStatus,
  isPaymentStatus,
  paisaToRupees,
  type PageQuery,
  type StaffAccount,
  type StaffCreate,
} from '@kandamul/domain';
import type { Db } from '../../db/client';
import { pageOffset, paginate } from '../../plugins/pagination';
import { fail } from '../../plugins/errors';
import { hashPassword } from '../auth/password';
import { toPaymentMethod } from '../orders/orders.service';
import * as repo from './people.admin.repo';

const fullName = (u: repo.UserRow) => [u.firstName, u.middleName, u.lastName].filter(Boolean).join(' ');

function toCustomer(row: { user: repo.UserRow; orders: number }): AdminCustomerRow {
  const u = row.user;
  return {
    id: u.id,
    name: fullName(u),
    phone: u.phone,
    email: u.email,
    created_at: u.createdAt.toISOString(),
    orders: Number(row.orders),
    blocked: u.blockedAt !== null,
    blocked_at: u.blockedAt?.toISOString() ?? null,
    blocked_reason: u.blockedReason,
  };
}

/** Customers, newest first, searched by name, phone or e-mail (every word must match). */
export async function listCustomers(
  db: Db,
  url: string,
  query: PageQuery & { q?: string; blocked?: 'true' | 'false' },
) {
  const blocked = query.blocked === undefined ? undefined : query.blocked === 'true';
  const [total, rows] = [
    await repo.countCustomers(db, query.q, blocked),
    await repo.listCustomers(db, query.q, blocked, query.page_size, pageOffset(query)),
  ];
  return paginate(url, query, total, rows.map(toCustomer));
}

export async function customerDetail(db: Db, id: number): Promise<AdminCustomerDetail> {
  const row = await repo.findCustomer(db, id);
  if (!row) throw fail('USER_NOT_FOUND');
  const [orders, addresses] = [await repo.recentOrders(db, id), await repo.addressesOf(db, id)];
  return {
    ...toCustomer(row),
    addresses: addresses.map((a) => ({
      id: a.id,
      full_name: a.fullName,
      phone: a.phone,
      text: [a.location, a.landMark].filter((s) => s.trim() !== '').join(', '),
    })),
    recent_orders: orders.flatMap((o) =>
      isOrderStatus(o.status) && isPaymentStatus(o.paymentStatus)
        ? [
            {
              id: o.id,
              tracking_id: o.trackingId,
              created_at: o.createdAt.toISOString(),
              status: o.status,
              payment_status: o.paymentStatus,
              payment_method: toPaymentMethod(o.paymentMethod),
              total: paisaToRupees(o.totalPaisa),
            },
          ]
        : [],
    ),
  };
}

/** Blocks (reason kept) or unblocks a customer; blocking ends every session of theirs at once. */
export async function setCustomerBlocked(db: Db, id: number, reason: string | null) {
  const row = await repo.setBlocked(db, id, ['customer'], reason === null ? null : { reason });
  if (!row) throw fail('USER_NOT_FOUND');
  return customerDetail(db, id);
}

function toStaff(u: repo.UserRow): StaffAccount {
  return {
    id: u.id,
    name: fullName(u),
    phone: u.phone,
    email: u.email,
    role: u.role as StaffAccount['role'],
    active: u.blockedAt === null,
    created_at: u.createdAt.toISOString(),
  };
}

export async function listStaff(db: Db, url: string, query: PageQuery) {
  const [total, rows] = [
    await repo.countStaff(db),
    await repo.listStaff(db, query.page_size, pageOffset(query)),
  ];
  return paginate(url, query, total, rows.map(toStaff));
}

/** An admin adds a member of staff or a rider: phone taken as verified (the admin vouches for it). */
export async function createStaff(db: Db, input: StaffCreate): Promise<StaffAccount> {
  if (await repo.identityTaken(db, input.phone, input.email)) throw fail('ALREADY_EXISTS');
  const row = await repo.insertStaff(db, {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    phoneVerified: true,
  });
  return toStaff(row);
}

/**
 * Changes a member's role and/or (de)activates them. An admin cannot demote or deactivate themself,
 * and the shop keeps at least one active admin (422 otherwise).
 */
export async function updateStaff(
  db: Db,
  actorId: number,
  id: number,
  patch: { role?: StaffAccount['role']; active?: boolean },
): Promise<StaffAccount> {
  const member = await repo.findStaff(db, id);
  if (!member) throw fail('USER_NOT_FOUND');
  const losesAdmin =
    member.role === 'admin' &&
    ((patch.role !== undefined && patch.role !== 'admin') || patch.active === false);
  if (losesAdmin && id === actorId)
    throw fail('FORBIDDEN', 'You cannot remove your own admin rights or deactivate yourself.');
  if (losesAdmin && (await repo.otherActiveAdmins(db, id)) === 0)
    throw fail('ILLEGAL_TRANSITION', 'The shop must keep at least one active admin.');
  if (patch.role !== undefined && patch.role !== member.role) await repo.setRole(db, id, patch.role);
  if (patch.active !== undefined && patch.active !== (member.blockedAt === null)) {
    await repo.setBlocked(
      db,
      id,
      ['staff', 'admin', 'rider'],
      patch.active ? null : { reason: 'Deactivated by an admin' },
    );
  }
  return toStaff((await repo.findStaff(db, id))!);
}
