import { z } from 'zod';

/** What staff do when a line is short: offer the best match, or leave it out (refund / don't charge). */
export const SUBSTITUTION_CHOICES = ['best-match', 'none'] as const;
export type SubstitutionChoice = (typeof SUBSTITUTION_CHOICES)[number];
export const SubstitutionChoiceSchema = z.enum(SUBSTITUTION_CHOICES);

/** The languages the shop writes to customers in. */
export const MESSAGE_LANGUAGES = ['en', 'ne'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** A customer's message and substitution preferences (GET/PUT /profile/preferences/). */
export const PreferencesSchema = z.object({
  /** Order updates and back-in-stock alerts by SMS. */
  notify_sms: z.boolean(),
  /** Order updates and back-in-stock alerts by e-mail (only to a confirmed address). */
  notify_email: z.boolean(),
  language: z.enum(MESSAGE_LANGUAGES),
  substitution: SubstitutionChoiceSchema,
});
export type Preferences = z.infer<typeof PreferencesSchema>;
export const PreferencesUpdateSchema = PreferencesSchema.partial();
export type PreferencesUpdate = z.infer<typeof PreferencesUpdateSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  notify_sms: true,
  notify_email: true,
  language: 'en',
  substitution: 'best-match',
};

/** One back-in-stock alert the customer asked for. */
export const StockAlertSchema = z.object({
  product_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  in_stock: z.boolean(),
  created_at: z.string(),
});
export type StockAlert = z.infer<typeof StockAlertSchema>;
