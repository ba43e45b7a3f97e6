import { PlaceholderPage } from '../../../components/placeholder-page';

export function SignupPage() {
  return <PlaceholderPage title="Create an account" />;
}
