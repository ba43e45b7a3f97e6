import StarBorder from '@mui/icons-material/StarBorder';
import { Alert, Box, Button, Chip, Link, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { StarRating } from '../../../components/star-rating';
import { useTranslation } from '../../../lib/i18n/i18n';
import '../../../lib/i18n/texts/account';
import { useGetMyRatingsQuery } from '../../../lib/habits/habits-api';
import { ReviewForm } from '../../../components/habits/review-form';

// Drawn with MUI: the router puts the page inside the MUI theme, which comes with it (decision 052).
export { themed as withMuiTheme } from '../../../lib/mui-theme';

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
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }} aria-busy="true">
        <Typography role="status" color="text.secondary">
          {t('ratings.loading')}
        </Typography>
      </Paper>
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
    <Box sx={{ display: 'grid', gap: 2 }}>
      {data.to_rate.length > 0 && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="to-rate"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
        >
          <Typography id="to-rate" variant="h2" component="h2" sx={{ mb: 2 }}>
            {t('ratings.toRate')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3 }}>
            {data.to_rate.map((p) => (
              <Box component="li" key={p.product_id}>
                <Link component={RouterLink} to={`/product/${p.slug}`} sx={{ fontWeight: 600 }}>
                  {p.title}
                </Link>
                <ReviewForm productId={p.product_id} slug={p.slug} />
              </Box>
            ))}
          </Box>
        </Paper>
      )}
      {data.rated.length > 0 ? (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="rated"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
        >
          <Typography id="rated" variant="h2" component="h2" sx={{ mb: 2 }}>
            {t('ratings.rated')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {data.rated.map((r) => (
              <Box component="li" key={r.product_id} sx={{ pb: 2, borderBottom: 1, borderColor: 'divider' }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Link component={RouterLink} to={`/product/${r.slug}`} sx={{ fontWeight: 600 }}>
                    {r.title}
                  </Link>
                  <StarRating value={r.rating} />
                  {r.hidden && <Chip size="small" label={t('ratings.hidden')} />}
                  {editing !== r.product_id && (
                    <Button size="small" onClick={() => setEditing(r.product_id)}>
                      {t('ratings.edit')}
                    </Button>
                  )}
                </Box>
                {editing === r.product_id ? (
                  <ReviewForm
                    productId={r.product_id}
                    slug={r.slug}
                    initial={{ rating: r.rating, review: r.review }}
                    onSaved={() => setEditing(null)}
                  />
                ) : (
                  r.review && <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{r.review}</Typography>
                )}
              </Box>
            ))}
          </Box>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center' }}>
          <StarBorder sx={{ fontSize: 48, color: 'secondary.main' }} aria-hidden="true" />
          <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
            {t('ratings.title')}
          </Typography>
          <Typography color="text.secondary">{t('ratings.empty')}</Typography>
        </Paper>
      )}
    </Box>
  );
}
