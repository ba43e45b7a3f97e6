import { PlaceholderPage } from '../../../components/placeholder-page';

export function TodaySpecialPage() {
  return <PlaceholderPage title="Today Special" />;
}
