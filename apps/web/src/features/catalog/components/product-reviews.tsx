import type { Review } from '@kandamul/domain';
import { Avatar, Box, Typography } from '@mui/material';
import { useTranslation } from '../../../lib/i18n/i18n';
import { StarRating } from '../../../components/star-rating';
import { useDateFormat } from '../../../lib/dates/use-date-format';

function fullName(u: Review['user']): string {
  return [u.first_name, u.middle_name, u.last_name].filter((n) => n && n.trim()).join(' ');
}

/** The Reviews tab: each reviewer's full name, the date, the text and five stars; or 'No reviews yet.'. */
export function ProductReviews({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation('catalog');
  const formatDate = useDateFormat();
  if (reviews.length === 0) return <Typography color="text.secondary">{t('detail.noReviews')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {reviews.map((r) => {
        const name = fullName(r.user);
        return (
          <Box
            component="li"
            key={r.id}
            sx={{ display: 'flex', gap: 1.5, pb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Avatar aria-hidden sx={{ bgcolor: 'primary.main' }}>
              {name.charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <StarRating value={r.rating} />
                <Typography component="time" dateTime={r.created_at} variant="body2" color="text.secondary">
                  {formatDate(r.created_at)}
                </Typography>
              </Box>
              <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{r.review}</Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
