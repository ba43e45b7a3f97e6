import { PlaceholderPage } from '../../../components/placeholder-page';

export function NewArrivalsPage() {
  return <PlaceholderPage title="New Arrivals" />;
}
