import { z } from 'zod';
import { isIsoDate, nameField, optionalNameField, todayInNepal } from './fields';

/** Genders offered by the edit-profile select ('' is "Select Gender"). */
export const GENDERS = ['', 'Male', 'Female', 'Other'] as const;
export const GenderSchema = z.enum(GENDERS, { error: 'Please select a valid gender' });
export type Gender = z.infer<typeof GenderSchema>;

// The signup rule for every name (fields.ts nameField). Blank middle name becomes undefined so the key
// disappears from the JSON body ("sent only if non-blank").
const firstName = nameField('First name is required', 'First name must contain only letters');
const lastName = nameField('Last name is required', 'Last name must contain only letters');
const optionalName = optionalNameField('Middle name must contain only letters');

/** Optional birth date 'YYYY-MM-DD', a real date, not in the future (Nepal time); '' means none. */
export const DateOfBirthSchema = z
  .string()
  .trim()
  .max(10, { error: 'Please enter a valid date of birth.' })
  .refine((v) => v === '' || isIsoDate(v), { error: 'Please enter a valid date of birth.', abort: true })
  .refine((v) => v === '' || (v >= '1900-01-01' && v <= todayInNepal()), {
    error: 'Date of birth cannot be in the future.',
  });

/** Edit-profile form (SPEC §5): names follow the signup rule; middle name dropped when blank. */
export const EditProfileInputSchema = z.object({
  first_name: firstName,
  middle_name: optionalName,
  last_name: lastName,
  date_of_birth: DateOfBirthSchema.transform((v) => (v ? v : undefined)).optional(),
  gender: GenderSchema.default(''),
});
export type EditProfileInput = z.infer<typeof EditProfileInputSchema>;
/** What the form holds before parsing (blank middle name and date allowed, gender may be absent). */
export type EditProfileFormValues = z.input<typeof EditProfileInputSchema>;

/** PUT /profile/update/ body: {user {first_name, last_name, middle_name?}, gender, date_of_birth}. */
export const ProfileUpdateBodySchema = z.object({
  user: z.object({
    first_name: firstName,
    last_name: lastName,
    middle_name: optionalName,
  }),
  gender: GenderSchema.default(''),
  // null or '' clears the stored date.
  date_of_birth: DateOfBirthSchema.nullish().transform((v) => (v ? v : null)),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;
/** The body as a client may send it (gender and date optional). */
export type ProfileUpdateBodyInput = z.input<typeof ProfileUpdateBodySchema>;

/** Builds the API body from validated edit-profile values (middle_name only when non-blank). */
export function toProfileUpdateBody(values: EditProfileInput): ProfileUpdateBody {
  return {
    user: {
      first_name: values.first_name,
      last_name: values.last_name,
      ...(values.middle_name ? { middle_name: values.middle_name } : {}),
    },
    gender: values.gender,
    date_of_birth: values.date_of_birth ?? null,
  };
}
