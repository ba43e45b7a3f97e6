import { PlaceholderPage } from '../../../components/placeholder-page';

export function WishlistPage() {
  return <PlaceholderPage title="Wishlist" />;
}
