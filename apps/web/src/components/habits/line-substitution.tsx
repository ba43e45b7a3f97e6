import type { SubstitutionChoice } from '@kandamul/domain';
import { Box } from '@mui/material';
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
    <Box
      sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', fontSize: '0.875rem' }}
    >
      <Box component="label" htmlFor={id} sx={{ color: 'text.secondary' }}>
        {t('substitution.label')}
      </Box>
      <Box
        component="select"
        id={id}
        aria-label={t('substitution.labelFor', { title })}
        value={value}
        disabled={isLoading}
        onChange={(e: React.ChangeEvent<HTMLSelectElement>) =>
          void save({ productId, substitution: e.target.value as SubstitutionChoice })
            .unwrap()
            .catch((err: unknown) => toast.error(serverMessage(err, t('substitution.failed'))))
        }
        sx={{
          font: 'inherit',
          maxWidth: '100%',
          minHeight: 36,
          px: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.primary',
        }}
      >
        <option value="best-match">{t('substitution.bestMatch')}</option>
        <option value="none">{t('substitution.none')}</option>
      </Box>
    </Box>
  );
}
