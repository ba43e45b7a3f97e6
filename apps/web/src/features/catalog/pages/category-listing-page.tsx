import { PlaceholderPage } from '../../../components/placeholder-page';

export function CategoryListingPage() {
  return <PlaceholderPage title="Category" />;
}
