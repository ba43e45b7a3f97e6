import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../lib/hooks';
import { Text } from '../ui/text';
import { useTranslation } from '../../lib/i18n/i18n';
import '../../lib/i18n/texts/account';
import { selectIsLoggedIn } from '../../lib/state/session-slice';
import { useGetMyRatingsQuery } from '../../lib/habits/habits-api';
// The form (stars, a text field) loads only for a customer who may rate: not with every product page.
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

/** On a product page: the review form for a customer who received the product (else nothing). */
export function ProductReviewBox({ productId, slug }: { productId: number; slug: string }) {
  const { t } = useTranslation('account');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = useGetMyRatingsQuery(undefined, { skip: !loggedIn });
  if (!data) return null;
  const mine = data.rated.find((r) => r.product_id === productId);
  const canRate = mine !== undefined || data.to_rate.some((p) => p.product_id === productId);
  if (!canRate) return null;
  return (
    <section aria-labelledby="rate-heading" className="kd-review-box">
      <Text id="rate-heading" variant="h3" className="kd-review-box__title">
        {t('review.title')}
      </Text>
      {mine && (
        <Text variant="body2" className="kd-review-box__yours">
          {t('review.yours', { rating: mine.rating })}
        </Text>
      )}
      <Suspense fallback={null}>
        <ReviewForm
          key={mine ? `${mine.updated_at}` : 'new'}
          productId={productId}
          slug={slug}
          initial={mine ? { rating: mine.rating, review: mine.review } : undefined}
        />
      </Suspense>
    </section>
  );
}
