import { PlaceholderPage } from '../../../components/placeholder-page';

export function ProductDetailPage() {
  return <PlaceholderPage title="Product" />;
}
