import type { Review } from '@kandamul/domain';
import { useTranslation } from '../../../lib/i18n/i18n';
import { StarRating } from '../../../components/star-rating';
import { Text } from '../../../components/ui/text';
import { useDateFormat } from '../../../lib/dates/use-date-format';

function fullName(u: Review['user']): string {
  return [u.first_name, u.middle_name, u.last_name].filter((n) => n && n.trim()).join(' ');
}

/** The Reviews tab: each reviewer's full name, the date, the text and five stars; or 'No reviews yet.'. */
export function ProductReviews({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation('catalog');
  const formatDate = useDateFormat();
  if (reviews.length === 0) return <Text>{t('detail.noReviews')}</Text>;
  return (
    <ul className="kd-reviews">
      {reviews.map((r) => {
        const name = fullName(r.user);
        return (
          <li key={r.id} className="kd-reviews__item">
            {/* MUI's Avatar: the initial in a green circle. */}
            <div aria-hidden="true" className="kd-avatar">
              {name.charAt(0).toUpperCase()}
            </div>
            <div className="kd-reviews__body">
              <Text className="kd-reviews__name">{name}</Text>
              <div className="kd-reviews__meta">
                <StarRating value={r.rating} />
                <time dateTime={r.created_at} className="kd-text kd-body2">
                  {formatDate(r.created_at)}
                </time>
              </div>
              <Text className="kd-reviews__text">{r.review}</Text>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
