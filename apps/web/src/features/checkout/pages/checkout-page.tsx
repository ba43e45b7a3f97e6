import { PlaceholderPage } from '../../../components/placeholder-page';

export function CheckoutPage() {
  return <PlaceholderPage title="Checkout" />;
}
