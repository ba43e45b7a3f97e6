import type { Catalogue } from '../../catalogue';
import type { orders as en } from '../en/orders';

export const orders: Catalogue<typeof en> = {
  title: 'मेरा अर्डरहरू',
  filters: {
    label: 'अर्डर फिल्टर',
    all: 'सबै अर्डर',
    delivered: 'डेलिभर भएका सामान',
    process: 'रद्द गर्ने प्रक्रिया',
    cancelled: 'रद्द गरिएका अर्डर',
  },
  status: {
    'Order Processing': 'प्रक्रियामा',
    Packed: 'प्याक भयो',
    'Out for Delivery': 'डेलिभरीमा निस्कियो',
    'Delivery Failed': 'डेलिभरी हुन सकेन',
    Delivered: 'डेलिभर भयो',
    Cancelled: 'रद्द भयो',
  },
  paid: 'भुक्तानी भयो',
  unpaid: 'भुक्तानी बाँकी',
  payment: { cod: 'डेलिभरीमा नगद', online: 'अनलाइन भुक्तानी', esewa: 'eSewa', khalti: 'Khalti' },
  paymentStatus: {
    refund_due: 'फिर्ता गर्न बाँकी',
    refunded: 'फिर्ता गरियो',
    expired: 'म्याद सकियो',
    pending: 'भुक्तानी पर्खँदै',
  },
  payNow: 'अहिले भुक्तानी गर्नुहोस्',
  payNowFailed: 'वालेटमा पुग्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
  card: {
    tracking: 'ट्र्याकिङ नम्बर: {{tracking}}',
    placed: '{{date}} मा अर्डर गरिएको',
    total: 'जम्मा',
    line: '{{title}} × {{quantity}}',
    items: 'सामानहरू',
    cancel: 'अर्डर रद्द गर्नुहोस्',
    notCancellable: '"प्रक्रियामा" रहेका अर्डर मात्र रद्द गर्न सकिन्छ।',
    invoice: 'बिल डाउनलोड (PDF)',
    invoiceLoading: 'बिल तयार हुँदैछ…',
    invoiceFailed: 'बिल डाउनलोड हुन सकेन। फेरि प्रयास गर्नुहोस्।',
  },
  cancelDialog: {
    title: 'अर्डर {{tracking}} रद्द गर्नुहोस्',
    reason: 'रद्द गर्नुको कारण',
    reasonHelp: 'हामीलाई सुधार गर्न कारण बताउनुहोस् (ऐच्छिक)।',
    submit: 'अर्डर रद्द गर्नुहोस्',
    submitting: 'रद्द हुँदै…',
    keep: 'अर्डर राख्नुहोस्',
    done: 'तपाईंको अर्डर रद्द भयो।',
    failed: 'अर्डर रद्द गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
  },
  empty: {
    all: 'तपाईंले अहिलेसम्म कुनै अर्डर गर्नुभएको छैन।',
    delivered: 'अहिलेसम्म कुनै सामान डेलिभर भएको छैन।',
    cancelled: 'तपाईंको कुनै रद्द गरिएको अर्डर छैन।',
    shop: 'किनमेल सुरु गर्नुहोस्',
  },
  delivered: {
    quantity: 'परिमाण: {{quantity}}',
    ordered: '{{date}} मा अर्डर गरिएको',
  },
  cancelled: {
    order: 'अर्डर {{tracking}}',
    placed: '{{date}} मा अर्डर गरिएको',
    cancelledOn: '{{date}} मा रद्द गरिएको',
    remarks: 'कारण: {{remarks}}',
    noRemarks: 'कारण दिइएको छैन',
  },
  process: {
    title: 'रद्द कसरी हुन्छ',
    steps:
      'अर्डर "प्रक्रियामा" हुँदासम्म रद्द गर्न सकिन्छ: सबै अर्डर खोल्नुहोस् र अर्डर रद्द गर्नुहोस् छान्नुहोस्। सामानहरू तुरुन्तै फिर्ता स्टकमा जान्छन्। पठाइसकेपछि अर्डर रद्द गर्न सकिँदैन।',
  },
  loadFailed: 'तपाईंका अर्डरहरू लोड गर्न सकिएन।',
};
