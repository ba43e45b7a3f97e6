import type { PaymentRedirect } from '@kandamul/domain';

/**
 * Sends the browser to the wallet: eSewa takes a form POST of the signed fields, Khalti a plain
 * navigation to its payment_url. The page is left for the wallet; the customer comes back through the
 * API's return address to /payment/result.
 */
export function goToWallet(redirect: PaymentRedirect, doc: Document = document): void {
  if (redirect.method === 'GET') {
    doc.defaultView?.location.assign(redirect.url);
    return;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = redirect.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
