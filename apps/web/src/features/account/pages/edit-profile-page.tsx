import { PlaceholderPage } from '../../../components/placeholder-page';

export function EditProfilePage() {
  return <PlaceholderPage title="Edit Personal Information" />;
}
