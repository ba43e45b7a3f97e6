import { z } from 'zod';
import { MAX_NAME, MAX_TEXT } from './fields';
import { nepaliMobileField } from './phone';

const REQUIRED = 'Please fill in all required fields including province selection.';

/** Address types on the wire: 0 Home, 1 Work, 2 Other. */
export const AddressTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'Please choose Home, Work or Other',
});

const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(max, {
      error: `Must be at most ${max} characters`,
    });
const optionalId = z.number().int().positive().nullable().optional();

/** Address create/update form and body (SPEC §5, §7). Phone: the shop's one Nepali mobile rule. */
export const AddressInputSchema = z.object({
  address_type: AddressTypeSchema.default(0),
  location: requiredText(MAX_TEXT),
  land_mark: z
    .string()
    .trim()
    .max(MAX_TEXT)
    .nullish()
    .transform((v) => v ?? ''),
  province: z.number({ error: REQUIRED }).int({ error: REQUIRED }).positive({ error: REQUIRED }),
  district: optionalId,
  municipality: optionalId,
  nearest_branch: optionalId,
  full_name: requiredText(MAX_NAME),
  phone: nepaliMobileField(REQUIRED),
  is_default: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;
/** What the form may hold before parsing (type, landmark and is_default may be absent). */
export type AddressFormValues = z.input<typeof AddressInputSchema>;
