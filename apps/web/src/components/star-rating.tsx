import { useTranslation } from '../lib/i18n/i18n';
import { classes } from './ui/classes';
import { Icon } from './ui/icon';

// The path data of MUI's Star and StarBorder icons, which its Rating draws (Material Icons by Google,
// Apache License 2.0; see NOTICE).
/** Star */
export const star =
  'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
/** StarBorder */
export const starBorder =
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z';

export const RATING_MAX = 5;

/** One of five stars: filled marigold up to the value, the rest an outline in the disabled grey. */
export function RatingStar({ filled, active }: { filled: boolean; active?: boolean }) {
  return (
    <span
      className={classes(
        'kd-rating__icon',
        filled ? 'kd-rating__icon--filled' : 'kd-rating__icon--empty',
        active && 'kd-rating__icon--active',
      )}
    >
      <Icon path={filled ? star : starBorder} size="inherit" />
    </span>
  );
}

/**
 * A read-only 5-star display (SPEC §9: max 5, precision 1), announced as "n out of 5 stars": one
 * image, as MUI's read-only Rating drew it (styles/shop.css, `.kd-rating`).
 */
export function StarRating({ value, size = 'small' }: { value: number; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const rounded = Math.round(value);
  return (
    <span
      role="img"
      aria-label={t('product.rating', { value: rounded })}
      className={classes('kd-rating', 'kd-rating--read-only', size === 'small' && 'kd-rating--small')}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <RatingStar key={i} filled={i + 1 <= rounded} />
      ))}
    </span>
  );
}
