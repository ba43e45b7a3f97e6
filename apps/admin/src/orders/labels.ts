import { ORDER_STATUSES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PAYMENT_STATUSES } from '@kandamul/domain';

export const statusChoices = ORDER_STATUSES.map((s) => ({ id: s, name: s }));
export const paymentStatusChoices = PAYMENT_STATUSES.map((s) => ({ id: s, name: s }));
export const paymentMethodChoices = PAYMENT_METHODS.map((m) => ({ id: m, name: PAYMENT_METHOD_LABELS[m] }));
