import { PlaceholderPage } from '../../../components/placeholder-page';

export function ChangePasswordPage() {
  return <PlaceholderPage title="Reset password" />;
}
