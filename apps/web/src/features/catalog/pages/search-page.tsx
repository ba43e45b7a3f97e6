import { PlaceholderPage } from '../../../components/placeholder-page';

export function SearchPage() {
  return <PlaceholderPage title="Search" />;
}
