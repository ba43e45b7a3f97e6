import { REVIEW_MAX } from '@kandamul/domain';
import { useId, useState } from 'react';
import { serverMessage } from '../../lib/api/server-message';
import { Rating } from '../forms/rating';
import { TextArea } from '../forms/text-area';
import { Button } from '../ui/button';
import { Text } from '../ui/text';
import { useTranslation } from '../../lib/i18n/i18n';
import '../../lib/i18n/texts/account';
import { toast } from '../../lib/toast/toast';
import { useRateProductMutation } from '../../lib/habits/habits-api';

/**
 * Stars and a plain-text review of a delivered product, drawn by the shop's stylesheet
 * (`.kd-review-form`). The text is sent and shown as typed, never
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
    <form onSubmit={(e) => void submit(e)} noValidate className="kd-review-form">
      <div>
        <Text id={`${id}-stars`} variant="body2" as="span" className="kd-review-form__stars-label">
          {t('review.yourRating')}
        </Text>
        <Rating
          value={rating}
          onChange={(v) => {
            setRating(v);
            setProblem(null);
          }}
          labelledBy={`${id}-stars`}
          size="large"
        />
      </div>
      <TextArea
        label={t('review.text')}
        value={review}
        onChange={(e) => setReview(e.target.value.slice(0, REVIEW_MAX))}
        rows={3}
        maxLength={REVIEW_MAX}
        helperText={t('review.helper', { count: review.length, max: REVIEW_MAX })}
      />
      {problem && (
        <Text role="alert" color="error" variant="body2">
          {problem}
        </Text>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? t('review.saving') : initial ? t('review.update') : t('review.submit')}
        </Button>
      </div>
    </form>
  );
}
