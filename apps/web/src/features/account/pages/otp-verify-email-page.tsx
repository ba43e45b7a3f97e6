import { PlaceholderPage } from '../../../components/placeholder-page';

export function OtpVerifyEmailPage() {
  return <PlaceholderPage title="Verify your e-mail" />;
}
