import { PlaceholderPage } from '../../../components/placeholder-page';

export function OrdersPage() {
  return <PlaceholderPage title="Orders" />;
}
