import { useServerCartPush } from '../lib/cart/use-cart-sync';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { useTranslation } from '../lib/i18n/i18n';
import { cartActions, selectSetAside } from '../lib/state/cart-slice';
import { toast } from '../lib/toast/toast';
import { info } from './forms/icons';
import { Button } from './ui/button';
import { Icon } from './ui/icon';
import '../lib/i18n/texts/cart';

/**
 * Buy now replaced the basket (SPEC §4): the replaced basket, offered back (issue 23) on the cart page
 * and after the order. Nothing when nothing was set aside. Drawn as MUI's info Alert with a title
 * (styles/shop.css, `.kd-alert`), but a region with a name, not an alert: it is an offer, there from the
 * start, that a screen reader need not interrupt for.
 */
export function SetAsideOffer({ onRestored }: { onRestored?: () => void }) {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const setAside = useAppSelector(selectSetAside);
  const pushToServer = useServerCartPush();
  if (setAside.length === 0) return null;
  const count = setAside.reduce((sum, i) => sum + i.quantity, 0);
  const restore = () => {
    dispatch(cartActions.setAsideRestored());
    pushToServer();
    toast.success(t('setAside.restored'));
    onRestored?.();
  };
  return (
    <div
      role="region"
      aria-label={t('setAside.title')}
      className="kd-alert kd-alert--info kd-set-aside"
      data-testid="set-aside-offer"
    >
      <div className="kd-alert__icon">
        <Icon path={info} size="inherit" />
      </div>
      <div className="kd-alert__message">
        <p className="kd-alert__title">{t('setAside.title')}</p>
        {t('setAside.body', { count })}
        <div className="kd-set-aside__actions">
          <Button variant="contained" size="small" onClick={restore}>
            {t('setAside.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={() => dispatch(cartActions.setAsideDismissed())}>
            {t('setAside.dismiss')}
          </Button>
        </div>
      </div>
    </div>
  );
}
