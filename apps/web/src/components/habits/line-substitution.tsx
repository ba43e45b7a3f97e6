import type { SubstitutionChoice } from '@kandamul/domain';
import { useId } from 'react';
import { serverMessage } from '../../lib/api/server-message';
import { useGetSubstitutionsQuery, useSetSubstitutionMutation } from '../../lib/habits/habits-api';
import { useAppSelector } from '../../lib/hooks';
import { useTranslation } from '../../lib/i18n/i18n';
import '../../lib/i18n/texts/cart';
import { selectIsLoggedIn } from '../../lib/state/session-slice';
import { toast } from '../../lib/toast/toast';

/**
 * A cart line's "If out of stock: best match / don't substitute" (logged in only: the choice is kept
 * on the server, where staff read it when the line is short). Unset lines show the profile default.
 * A native select: light to load with the cart, and the phone's own picker.
 */
export function LineSubstitution({ productId, title }: { productId: number; title: string }) {
  const { t } = useTranslation('cart');
  const id = useId();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = useGetSubstitutionsQuery(undefined, { skip: !loggedIn });
  const [save, { isLoading }] = useSetSubstitutionMutation();
  if (!loggedIn || !data) return null;
  const value = data.lines.find((l) => l.product_id === productId)?.substitution ?? data.default;
  return (
    <div className="kd-substitution">
      <label htmlFor={id} className="kd-substitution__label">
        {t('substitution.label')}
      </label>
      <select
        id={id}
        className="kd-substitution__select"
        aria-label={t('substitution.labelFor', { title })}
        value={value}
        disabled={isLoading}
        onChange={(e) =>
          void save({ productId, substitution: e.target.value as SubstitutionChoice })
            .unwrap()
            .catch((err: unknown) => toast.error(serverMessage(err, t('substitution.failed'))))
        }
      >
        <option value="best-match">{t('substitution.bestMatch')}</option>
        <option value="none">{t('substitution.none')}</option>
      </select>
    </div>
  );
}
