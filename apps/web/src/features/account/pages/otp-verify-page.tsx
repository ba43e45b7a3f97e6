import { PlaceholderPage } from '../../../components/placeholder-page';

export function OtpVerifyPage() {
  return <PlaceholderPage title="Verify your phone" />;
}
