import { z } from 'zod';
import { MESSAGES } from '../errors/messages';
import { MAX_TEXT, nameField } from './fields';
import { nepaliMobileField } from './phone';

/** Address types on the wire: 0 Home, 1 Work, 2 Other. */
export const AddressTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'Please choose Home, Work or Other',
});

const requiredText = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, {
      error: `Must be at most ${max} characters`,
    });
const optionalId = z.number().int().positive().nullable().optional();

/** Address create/update form and body (SPEC §5, §7). Phone: the shop's one Nepali mobile rule. */
export const AddressInputSchema = z.object({
  address_type: AddressTypeSchema.default(0),
  location: requiredText(MAX_TEXT, MESSAGES.addressLocationRequired),
  land_mark: z
    .string()
    .trim()
    .max(MAX_TEXT)
    .nullish()
    .transform((v) => v ?? ''),
  province: z
    .number({ error: MESSAGES.addressProvinceRequired })
    .int({ error: MESSAGES.addressProvinceRequired })
    .positive({ error: MESSAGES.addressProvinceRequired }),
  district: optionalId,
  municipality: optionalId,
  nearest_branch: optionalId,
  full_name: nameField(MESSAGES.addressFullNameRequired, 'Full name must contain only letters'),
  phone: nepaliMobileField(MESSAGES.addressPhoneRequired),
  is_default: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;
/** What the form may hold before parsing (type, landmark and is_default may be absent). */
export type AddressFormValues = z.input<typeof AddressInputSchema>;

const REQUIRED_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.addressFullNameRequired,
  MESSAGES.addressPhoneRequired,
  MESSAGES.addressLocationRequired,
  MESSAGES.addressProvinceRequired,
]);

/**
 * Whether a required field of an address is empty, judged from its field errors: only then does the form
 * show SPEC's banner 'Please fill in all required fields including province selection.' (a bad phone
 * alone shows only its own message under the field).
 */
export function addressMissesRequired(errors: Record<string, string[] | undefined>): boolean {
  return Object.values(errors).some((list) => list?.some((m) => REQUIRED_MESSAGES.has(m)));
}

/** A landmark as the 'Near {landmark}' line shows it: without a 'Near' the shopper typed already. */
export function landmarkPlace(landmark: string): string {
  return landmark.trim().replace(/^near\s+/i, '');
}
