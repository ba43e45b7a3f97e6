import { z } from 'zod';

/** A review's text is plain text of at most this many characters (never rendered as HTML). */
export const REVIEW_MAX = 2000;
/** Why staff hid a review: a short reason kept with it. */
export const HIDE_REASON_MAX = 300;

/** POST /product/{id}/reviews/ body: 1–5 stars and the text (may be empty). */
export const ReviewBodySchema = z.object({
  rating: z.number().int().min(1, 'Choose 1 to 5 stars.').max(5, 'Choose 1 to 5 stars.'),
  review: z
    .string()
    .trim()
    .max(REVIEW_MAX, `A review can have at most ${REVIEW_MAX} characters.`)
    .default(''),
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

/** One of the customer's own reviews (/profile/ratings). */
export const MyReviewSchema = z.object({
  product_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  hidden: z.boolean(),
  updated_at: z.string(),
});
export type MyReview = z.infer<typeof MyReviewSchema>;

/** A delivered product the customer has not rated yet ("Rate your recent purchases"). */
export const RateableProductSchema = z.object({
  product_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  delivered_at: z.string(),
});
export type RateableProduct = z.infer<typeof RateableProductSchema>;

/** GET /profile/ratings/ body. */
export const MyRatingsResponseSchema = z.object({
  rated: z.array(MyReviewSchema),
  to_rate: z.array(RateableProductSchema),
});
export type MyRatingsResponse = z.infer<typeof MyRatingsResponseSchema>;

/** PUT /admin/reviews/{id}/hide body: the reason is required; `hidden: false` shows it again. */
export const ReviewHideBodySchema = z
  .object({
    hidden: z.boolean(),
    reason: z.string().trim().max(HIDE_REASON_MAX).default(''),
  })
  .refine((b) => !b.hidden || b.reason.length > 0, {
    message: 'Say why the review is hidden.',
    path: ['reason'],
  });
export type ReviewHideBody = z.infer<typeof ReviewHideBodySchema>;

/** A review as staff see it in the console. */
export const AdminReviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_title: z.string(),
  user_id: z.number().int(),
  customer_name: z.string(),
  rating: z.number().int(),
  review: z.string(),
  hidden: z.boolean(),
  hidden_reason: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
