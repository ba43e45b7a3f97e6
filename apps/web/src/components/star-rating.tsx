import { Rating } from '@mui/material';
import { useTranslation } from '../lib/i18n/i18n';

/** A read-only 5-star display (SPEC §9: max 5, precision 1), announced as "n out of 5 stars". */
export function StarRating({ value, size = 'small' }: { value: number; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return (
    <Rating
      value={value}
      max={5}
      precision={1}
      readOnly
      size={size}
      getLabelText={(v: number) => t('product.rating', { value: v })}
    />
  );
}
