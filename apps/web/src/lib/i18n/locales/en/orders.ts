import { MESSAGES, PAYMENT_METHOD_LABELS } from '@kandamul/domain';

/** Texts of the orders feature; the Nepali catalogue beside it has the same keys. */
export const orders = {
  title: 'My Orders',
  filters: {
    label: 'Order filters',
    all: 'All Orders',
    delivered: 'Delivered Products',
    process: 'Cancellation Process',
    cancelled: 'Cancelled Orders',
  },
  status: {
    'Order Processing': 'Order Processing',
    Packed: 'Packed',
    'Out for Delivery': 'Out for Delivery',
    'Delivery Failed': 'Delivery Failed',
    Delivered: 'Delivered',
    Cancelled: 'Cancelled',
  },
  paid: MESSAGES.paid,
  unpaid: MESSAGES.unpaid,
  payment: {
    cod: PAYMENT_METHOD_LABELS.cod,
    online: PAYMENT_METHOD_LABELS.online,
    esewa: PAYMENT_METHOD_LABELS.esewa,
    khalti: PAYMENT_METHOD_LABELS.khalti,
  },
  paymentStatus: {
    refund_due: 'Refund due',
    refunded: 'Refunded',
    expired: 'Expired',
    pending: 'Awaiting payment',
  },
  payNow: 'Pay now',
  payNowFailed: 'The wallet could not be reached. Please try again.',
  card: {
    tracking: 'Tracking ID: {{tracking}}',
    placed: 'Placed on {{date}}',
    total: 'Total',
    line: '{{title}} × {{quantity}}',
    items: 'Items',
    cancel: 'Cancel Order',
    notCancellable: MESSAGES.orderNotCancellable,
    invoice: 'Download invoice (PDF)',
    invoiceLoading: 'Preparing invoice…',
    invoiceFailed: 'The invoice could not be downloaded. Please try again.',
  },
  cancelDialog: {
    title: 'Cancel order {{tracking}}',
    reason: 'Reason for cancelling',
    reasonHelp: 'Tell us why, so we can do better (optional).',
    submit: 'Cancel Order',
    submitting: 'Cancelling…',
    keep: 'Keep Order',
    done: 'Your order was cancelled.',
    failed: 'The order could not be cancelled. Please try again.',
  },
  empty: {
    all: 'You have not placed any orders yet.',
    delivered: 'No delivered products yet.',
    cancelled: 'You have no cancelled orders.',
    shop: 'Start Shopping',
  },
  delivered: {
    quantity: 'Quantity: {{quantity}}',
    ordered: 'Ordered on {{date}}',
  },
  cancelled: {
    order: 'Order {{tracking}}',
    placed: 'Placed on {{date}}',
    cancelledOn: 'Cancelled on {{date}}',
    remarks: 'Reason: {{remarks}}',
    noRemarks: 'No reason given',
  },
  process: {
    title: 'How cancellation works',
    steps:
      'You can cancel an order while it is in "Order Processing": open All Orders and choose Cancel Order. The items go back on the shelf straight away. Once an order has been shipped it can no longer be cancelled.',
  },
  loadFailed: 'Your orders could not be loaded.',
};
