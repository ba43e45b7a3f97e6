import { PlaceholderPage } from '../../../components/placeholder-page';

export function RatingsPage() {
  return <PlaceholderPage title="Ratings" />;
}
