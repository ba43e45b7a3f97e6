import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function ProfilePage() {
  return (
    <Box>
      <PlaceholderPage title="Profile" />
      <Outlet />
    </Box>
  );
}
