import { useNavigate } from 'react-router';
import { serverMessage } from '../../lib/api/server-message';
import { useAppSelector } from '../../lib/hooks';
import { useTranslation } from '../../lib/i18n/i18n';
import '../../lib/i18n/texts/account';
import { selectIsLoggedIn } from '../../lib/state/session-slice';
import { toast } from '../../lib/toast/toast';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import { Text } from '../ui/text';
import {
  useCancelNotifyMutation,
  useGetMyAlertsQuery,
  useNotifyMeMutation,
} from '../../lib/habits/habits-api';

// The path data of MUI's NotificationsNoneOutlined and NotificationsActiveOutlined icons (Material
// Icons by Google, Apache License 2.0; see NOTICE).
const bell =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2m6-6v-5c0-3.07-1.63-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.64 5.36 6 7.92 6 11v5l-2 2v1h16v-1zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5z';
const ringing =
  bell +
  'M7.58 4.08 6.15 2.65C3.75 4.48 2.17 7.3 2.03 10.5h2c.15-2.65 1.51-4.97 3.55-6.42m12.39 6.42h2c-.15-3.2-1.73-6.02-4.12-7.85l-1.42 1.43c2.02 1.45 3.39 3.77 3.54 6.42';

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
    <div className="kd-notify">
      {/* MUI's Button in the turmeric (color="secondary"): the colours are the button's own variables. */}
      <Button
        variant={waiting ? 'outlined' : 'contained'}
        size="large"
        className="kd-btn-secondary"
        aria-pressed={waiting}
        disabled={asking || cancelling}
        startIcon={<Icon path={waiting ? ringing : bell} />}
        onClick={() => void toggle()}
      >
        {waiting ? t('alerts.notifying') : t('alerts.notifyMe')}
      </Button>
      <Text variant="body2">{waiting ? t('alerts.asked') : t('alerts.notifyHint')}</Text>
    </div>
  );
}
