import { MAX_PICTURE_BYTES } from '@kandamul/domain';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

/** A picture file the API will take: an image under 5 MB (the spec's messages, checked again by the API). */
export function pictureProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please select an image file';
  if (file.size >= MAX_PICTURE_BYTES) return 'Image size should be less than 5MB';
  return null;
}

/**
 * A button that opens the file picker for one picture. The input stays in the page (not display:none)
 * so the label keeps it reachable by keyboard and screen readers; a file the API would refuse is
 * refused here first with the same message.
 */
export function PictureFileButton({
  label,
  disabled,
  onFile,
}: {
  label: string;
  disabled?: boolean;
  onFile: (file: File) => unknown;
}) {
  const notify = useNotify();
  const t = useTranslate();
  const inputId = useId();

  function change(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    void onFile(file);
  }

  return (
    <>
      <Button component="label" htmlFor={inputId} startIcon={<AddPhotoAlternate />} disabled={disabled}>
        {t(label)}
      </Button>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-label={t('Picture file')}
        onChange={change}
        disabled={disabled}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
      />
    </>
  );
}

const previews = {
  /** A banner: as wide as the card allows, in the home page's 8:3. */
  wide: { width: '100%', maxWidth: 800, aspectRatio: '8 / 3' },
  /** A category tile. */
  square: { width: 96, height: 96 },
} as const;

/** The card under a record's form that shows its one picture and replaces it. */
export function SinglePictureCard({
  image,
  alt,
  hint,
  preview,
  upload,
}: {
  image: string | null;
  alt: string;
  hint?: string;
  preview: keyof typeof previews;
  upload: (file: File) => Promise<unknown>;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useTranslate();
  const [busy, setBusy] = useState(false);

  async function replace(file: File) {
    setBusy(true);
    try {
      await upload(file);
      notify('Picture changed.', { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'The picture could not be changed.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const wide = preview === 'wide';
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('Picture')}
        </Typography>
        <Stack
          direction={wide ? 'column' : 'row'}
          spacing={wide ? 1 : 2}
          sx={{ alignItems: wide ? 'flex-start' : 'center' }}
        >
          {image ? (
            <Box
              component="img"
              src={image}
              alt={alt}
              sx={{ ...previews[preview], objectFit: 'cover', borderRadius: 1 }}
            />
          ) : (
            <Typography color="text.secondary">{t('No picture yet.')}</Typography>
          )}
          {hint ? (
            <Typography variant="body2" color="text.secondary">
              {t(hint)}
            </Typography>
          ) : null}
          <PictureFileButton label="Change the picture" disabled={busy} onFile={replace} />
        </Stack>
      </CardContent>
    </Card>
  );
}
