import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { serverMessage } from '../../lib/api/server-message';
import { useAppSelector } from '../../lib/hooks';
import { useTranslation } from '../../lib/i18n/i18n';
import '../../lib/i18n/texts/account';
import { selectIsLoggedIn } from '../../lib/state/session-slice';
import { toast } from '../../lib/toast/toast';
import {
  useCancelNotifyMutation,
  useGetMyAlertsQuery,
  useNotifyMeMutation,
} from '../../lib/habits/habits-api';

/** "Notify me" on a sold-out product: one tap when logged in (tap again to cancel), else to login. */
export function NotifyMe({ productId }: { productId: number }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: alerts } = useGetMyAlertsQuery(undefined, { skip: !loggedIn });
  const [notify, { isLoading: asking }] = useNotifyMeMutation();
  const [cancel, { isLoading: cancelling }] = useCancelNotifyMutation();
  const waiting = alerts?.some((a) => a.product_id === productId) ?? false;

  async function toggle() {
    if (!loggedIn) {
      toast.warning(t('alerts.loginToNotify'));
      navigate('/login');
      return;
    }
    try {
      if (waiting) {
        await cancel(productId).unwrap();
        toast.info(t('alerts.cancelled'));
      } else {
        await notify(productId).unwrap();
        toast.success(t('alerts.asked'));
      }
    } catch (error) {
      toast.error(serverMessage(error, t('alerts.failed')));
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 0.5, maxWidth: 480 }}>
      <Button
        variant={waiting ? 'outlined' : 'contained'}
        color="secondary"
        size="large"
        aria-pressed={waiting}
        disabled={asking || cancelling}
        startIcon={waiting ? <NotificationsActiveOutlined /> : <NotificationsNoneOutlined />}
        onClick={() => void toggle()}
      >
        {waiting ? t('alerts.notifying') : t('alerts.notifyMe')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {waiting ? t('alerts.asked') : t('alerts.notifyHint')}
      </Typography>
    </Box>
  );
}
