import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/i18n';
import '../../../lib/i18n/texts/account';

const TABS = [
  { to: '/profile/orders', key: 'profile.orders' },
  { to: '/profile/wishlist', key: 'profile.wishlist' },
  { to: '/profile/ratings', key: 'profile.ratings' },
] as const;

/**
 * The profile's side tabs: links to the nested pages (navigation, not a tablist: each is a route of
 * its own); the open one is marked by NavLink with aria-current="page" (styles/shop.css, `.kd-ptabs`).
 */
export function ProfileTabs() {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('profile.sections')} className="kd-ptabs">
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="kd-btn kd-btn--inherit kd-ptabs__tab">
          {t(tab.key)}
        </NavLink>
      ))}
    </nav>
  );
}
