import { formatMoney, formatMoneyNe } from '../money/format';
import type { MessageLanguage } from './preferences';

/** The order and payment changes a customer is told about by SMS and e-mail. */
export const ORDER_UPDATE_KINDS = [
  'Packed',
  'Out for Delivery',
  'Delivered',
  'Delivery Failed',
  'Cancelled',
  'paid',
  'refund_due',
] as const;
export type OrderUpdateKind = (typeof ORDER_UPDATE_KINDS)[number];

export function isOrderUpdateKind(value: string): value is OrderUpdateKind {
  return (ORDER_UPDATE_KINDS as readonly string[]).includes(value);
}

export interface OrderUpdateFacts {
  trackingId: string;
  totalPaisa: number;
  /** The rider's name and phone (Out for Delivery). */
  rider?: { name: string; phone: string } | null;
  /** Whether the rider collects the total in cash (not paid yet). */
  cashDue?: boolean;
  /** What is owed back (refund due): the whole total, or a substitution's difference. */
  refundPaisa?: number;
}

export interface WrittenMessage {
  sms: string;
  subject: string;
  email: string;
}

const money = (lang: MessageLanguage, paisa: number) =>
  lang === 'ne' ? formatMoneyNe(paisa) : formatMoney(paisa);

/**
 * The short SMS and the e-mail for an order update, in the customer's language. Only the shop's
 * wording, the tracking id, amounts and the rider's name and phone: never a customer's own text.
 */
export function orderUpdateMessage(
  kind: OrderUpdateKind,
  lang: MessageLanguage,
  facts: OrderUpdateFacts,
): WrittenMessage {
  const id = facts.trackingId;
  const total = money(lang, facts.totalPaisa);
  const refund = money(lang, facts.refundPaisa || facts.totalPaisa);
  const rider = facts.rider ? `${facts.rider.name} (${facts.rider.phone})` : '';
  const en: Record<OrderUpdateKind, string> = {
    Packed: `Kandamul: your order ${id} is packed and will leave soon.`,
    'Out for Delivery': `Kandamul: your order ${id} is on its way${rider ? ` with ${rider}` : ''}.${facts.cashDue ? ` Please keep ${total} ready to pay.` : ''}`,
    Delivered: `Kandamul: your order ${id} was delivered. Thank you! You can rate what you bought under My Profile.`,
    'Delivery Failed': `Kandamul: we could not deliver your order ${id}. We will call you to arrange another time.`,
    Cancelled: `Kandamul: your order ${id} was cancelled.`,
    paid: `Kandamul: we received your payment of ${total} for order ${id}. Thank you!`,
    refund_due: `Kandamul: a refund of ${refund} for order ${id} is on its way to you.`,
  };
  const ne: Record<OrderUpdateKind, string> = {
    Packed: `कन्दमूल: तपाईंको अर्डर ${id} प्याक भयो र छिट्टै निस्कनेछ।`,
    'Out for Delivery': `कन्दमूल: तपाईंको अर्डर ${id} बाटोमा छ${rider ? ` (${rider})` : ''}।${facts.cashDue ? ` ${total} तयार राख्नुहोस्।` : ''}`,
    Delivered: `कन्दमूल: तपाईंको अर्डर ${id} पुग्यो। धन्यवाद! किनेका सामानलाई मेरो प्रोफाइलमा मूल्याङ्कन गर्नुहोस्।`,
    'Delivery Failed': `कन्दमूल: तपाईंको अर्डर ${id} पुर्‍याउन सकिएन। अर्को समय मिलाउन हामी फोन गर्नेछौं।`,
    Cancelled: `कन्दमूल: तपाईंको अर्डर ${id} रद्द भयो।`,
    paid: `कन्दमूल: अर्डर ${id} को ${total} भुक्तानी प्राप्त भयो। धन्यवाद!`,
    refund_due: `कन्दमूल: अर्डर ${id} को ${refund} फिर्ता तपाईंतर्फ आउँदैछ।`,
  };
  const subjects: Record<MessageLanguage, Record<OrderUpdateKind, string>> = {
    en: {
      Packed: `Your Kandamul order ${id} is packed`,
      'Out for Delivery': `Your Kandamul order ${id} is on its way`,
      Delivered: `Your Kandamul order ${id} was delivered`,
      'Delivery Failed': `We could not deliver your Kandamul order ${id}`,
      Cancelled: `Your Kandamul order ${id} was cancelled`,
      paid: `Payment received for your Kandamul order ${id}`,
      refund_due: `A refund for your Kandamul order ${id}`,
    },
    ne: {
      Packed: `कन्दमूल अर्डर ${id} प्याक भयो`,
      'Out for Delivery': `कन्दमूल अर्डर ${id} बाटोमा छ`,
      Delivered: `कन्दमूल अर्डर ${id} पुग्यो`,
      'Delivery Failed': `कन्दमूल अर्डर ${id} पुर्‍याउन सकिएन`,
      Cancelled: `कन्दमूल अर्डर ${id} रद्द भयो`,
      paid: `कन्दमूल अर्डर ${id} को भुक्तानी प्राप्त भयो`,
      refund_due: `कन्दमूल अर्डर ${id} को रकम फिर्ता`,
    },
  };
  const sms = (lang === 'ne' ? ne : en)[kind];
  const greeting = lang === 'ne' ? 'नमस्ते,' : 'Namaste,';
  return { sms, subject: subjects[lang][kind], email: `${greeting}\n\n${sms}\n\nKandamul` };
}

/** The back-in-stock alert: the product's title (the shop's own catalogue text) and its link. */
export function backInStockMessage(lang: MessageLanguage, title: string, url: string): WrittenMessage {
  const sms =
    lang === 'ne' ? `कन्दमूल: ${title} फेरि उपलब्ध छ। ${url}` : `Kandamul: ${title} is back in stock. ${url}`;
  const subject = lang === 'ne' ? `${title} फेरि उपलब्ध छ` : `${title} is back in stock at Kandamul`;
  const greeting = lang === 'ne' ? 'नमस्ते,' : 'Namaste,';
  return { sms, subject, email: `${greeting}\n\n${sms}\n\nKandamul` };
}

/** The substitution SMS: what changed on the order and its new total. */
export function substitutionMessage(
  lang: MessageLanguage,
  facts: { trackingId: string; missing: string; substitute: string | null; totalPaisa: number },
): WrittenMessage {
  const total = money(lang, facts.totalPaisa);
  const id = facts.trackingId;
  const sms =
    lang === 'ne'
      ? facts.substitute
        ? `कन्दमूल: अर्डर ${id} मा ${facts.missing} सकिएकाले ${facts.substitute} राखियो। नयाँ जम्मा ${total}।`
        : `कन्दमूल: अर्डर ${id} मा ${facts.missing} सकियो, त्यसको पैसा लिइने छैन। नयाँ जम्मा ${total}।`
      : facts.substitute
        ? `Kandamul: ${facts.missing} was out of stock for order ${id}, so we packed ${facts.substitute}. New total ${total}.`
        : `Kandamul: ${facts.missing} was out of stock for order ${id} and is not charged. New total ${total}.`;
  const subject = lang === 'ne' ? `कन्दमूल अर्डर ${id} मा परिवर्तन` : `A change to your Kandamul order ${id}`;
  const greeting = lang === 'ne' ? 'नमस्ते,' : 'Namaste,';
  return { sms, subject, email: `${greeting}\n\n${sms}\n\nKandamul` };
}
