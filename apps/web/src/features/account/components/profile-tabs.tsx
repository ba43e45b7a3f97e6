import { Box, Button } from '@mui/material';
import { useTranslation } from '../../../lib/i18n/i18n';
import { NavLink } from 'react-router';
import '../../../lib/i18n/texts/account';

const TABS = [
  { to: '/profile/orders', key: 'profile.orders' },
  { to: '/profile/wishlist', key: 'profile.wishlist' },
  { to: '/profile/ratings', key: 'profile.ratings' },
] as const;

/** The profile's side tabs: links to the nested pages; the open one is marked (aria-current="page"). */
export function ProfileTabs() {
  const { t } = useTranslation('account');
  return (
    <Box
      component="nav"
      aria-label={t('profile.sections')}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        gap: 1,
        overflowX: 'auto',
      }}
    >
      {TABS.map((tab) => (
        <Button
          key={tab.to}
          component={NavLink}
          to={tab.to}
          color="inherit"
          sx={{
            justifyContent: { xs: 'center', md: 'flex-start' },
            flex: { xs: 1, md: 'none' },
            px: 2,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            '&.active': {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderColor: 'primary.main',
            },
          }}
        >
          {t(tab.key)}
        </Button>
      ))}
    </Box>
  );
}
