import { useState } from 'react';
import { StarRating } from '../../../components/star-rating';
import { useTranslation } from '../../../lib/i18n/i18n';
import '../../../lib/i18n/texts/account';
import { useGetMyRatingsQuery } from '../../../lib/habits/habits-api';
import { ReviewForm } from '../../../components/habits/review-form';
import { Alert } from '../../../components/forms/alert';
import { Chip } from '../../../components/forms/chip';
import { TextLink } from '../../../components/forms/text-link';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Text } from '../../../components/ui/text';
import { starBorder } from '../components/icons';

// The page itself is drawn by the shop's stylesheet; the stars and the review form it shows still draw
// with MUI (components/star-rating.tsx, components/habits/review-form.tsx), so the theme comes with it
// (decision 052) until they are redrawn too.

/**
 * /profile/ratings: what the customer rated, and delivered products they can still rate ("Rate your
 * recent purchases"). With neither, SPEC's 'You haven't rated any products yet'.
 */
export function RatingsPage() {
  const { t } = useTranslation('account');
  const { data, isLoading, error, refetch, isFetching } = useGetMyRatingsQuery();
  const [editing, setEditing] = useState<number | null>(null);

  if (isLoading) {
    return (
      <div className="kd-card kd-card--round kd-ratings__loading" aria-busy="true">
        <Text role="status">{t('ratings.loading')}</Text>
      </div>
    );
  }
  if (error || !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()} disabled={isFetching}>
            {t('ratings.retry')}
          </Button>
        }
      >
        {t('ratings.error')}
      </Alert>
    );
  }

  return (
    <div className="kd-ratings">
      {data.to_rate.length > 0 && (
        <section aria-labelledby="to-rate" className="kd-card kd-card--round kd-profile-card">
          <Text id="to-rate" variant="h2" className="kd-ratings__heading">
            {t('ratings.toRate')}
          </Text>
          <ul className="kd-ratings__list kd-ratings__list--to-rate">
            {data.to_rate.map((p) => (
              <li key={p.product_id}>
                <TextLink to={`/product/${p.slug}`} className="kd-ratings__product">
                  {p.title}
                </TextLink>
                <ReviewForm productId={p.product_id} slug={p.slug} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.rated.length > 0 ? (
        <section aria-labelledby="rated" className="kd-card kd-card--round kd-profile-card">
          <Text id="rated" variant="h2" className="kd-ratings__heading">
            {t('ratings.rated')}
          </Text>
          <ul className="kd-ratings__list">
            {data.rated.map((r) => (
              <li key={r.product_id} className="kd-ratings__rated">
                <div className="kd-ratings__line">
                  <TextLink to={`/product/${r.slug}`} className="kd-ratings__product">
                    {r.title}
                  </TextLink>
                  <StarRating value={r.rating} />
                  {r.hidden && <Chip size="small" label={t('ratings.hidden')} />}
                  {editing !== r.product_id && (
                    <Button size="small" onClick={() => setEditing(r.product_id)}>
                      {t('ratings.edit')}
                    </Button>
                  )}
                </div>
                {editing === r.product_id ? (
                  <ReviewForm
                    productId={r.product_id}
                    slug={r.slug}
                    initial={{ rating: r.rating, review: r.review }}
                    onSaved={() => setEditing(null)}
                  />
                ) : (
                  r.review && <Text className="kd-ratings__review">{r.review}</Text>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div className="kd-card kd-card--round kd-ratings__empty">
          <Icon path={starBorder} className="kd-ratings__star" />
          <Text variant="h2" className="kd-ratings__heading kd-ratings__heading--empty">
            {t('ratings.title')}
          </Text>
          <Text>{t('ratings.empty')}</Text>
        </div>
      )}
    </div>
  );
}
