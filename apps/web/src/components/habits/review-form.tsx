import { REVIEW_MAX } from '@kandamul/domain';
import { Box, Button, Rating, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { serverMessage } from '../../lib/api/server-message';
import { useTranslation } from '../../lib/i18n/i18n';
import '../../lib/i18n/texts/account';
import { toast } from '../../lib/toast/toast';
import { useRateProductMutation } from '../../lib/habits/habits-api';

/**
 * Stars and a plain-text review of a delivered product. The text is sent and shown as typed, never
 * as HTML (React escapes it); a second review replaces the first.
 */
export function ReviewForm({
  productId,
  slug,
  initial,
  onSaved,
}: {
  productId: number;
  slug: string;
  initial?: { rating: number; review: string } | undefined;
  onSaved?: () => void;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [review, setReview] = useState(initial?.review ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [rate, { isLoading }] = useRateProductMutation();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!rating) {
      setProblem(t('review.chooseStars'));
      return;
    }
    setProblem(null);
    try {
      await rate({ productId, slug, body: { rating, review: review.trim() } }).unwrap();
      toast.success(t('review.saved'));
      onSaved?.();
    } catch (error) {
      const message = serverMessage(error, t('review.failed'));
      setProblem(message);
      toast.error(message);
    }
  }

  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      noValidate
      sx={{ display: 'grid', gap: 1.5, maxWidth: 560 }}
    >
      <Box>
        <Typography id={`${id}-stars`} component="span" variant="body2" sx={{ display: 'block', mb: 0.5 }}>
          {t('review.yourRating')}
        </Typography>
        <Rating
          name={`${id}-rating`}
          value={rating}
          max={5}
          onChange={(_e, v) => {
            setRating(v);
            setProblem(null);
          }}
          aria-labelledby={`${id}-stars`}
          size="large"
        />
      </Box>
      <TextField
        label={t('review.text')}
        value={review}
        onChange={(e) => setReview(e.target.value.slice(0, REVIEW_MAX))}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: REVIEW_MAX } }}
        helperText={t('review.helper', { count: review.length, max: REVIEW_MAX })}
      />
      {problem && (
        <Typography role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? t('review.saving') : initial ? t('review.update') : t('review.submit')}
        </Button>
      </Box>
    </Box>
  );
}
