/** Largest profile picture accepted: 5 MB (SPEC §9). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** Checks a picture before upload: an image under 5 MB. Returns the message to show, or null when fine. */
export function validatePictureFile(file: { type: string; size: number }): string | null {
  if (!file.type.toLowerCase().startsWith('image/')) return 'Please select an image file';
  if (!(file.size < MAX_PICTURE_BYTES)) return 'Image size should be less than 5MB';
  return null;
}
