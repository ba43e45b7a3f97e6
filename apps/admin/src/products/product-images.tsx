import { type AdminProductImage, MAX_PICTURE_BYTES, PRODUCT_IMAGES_MAX } from '@kandamul/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Delete from '@mui/icons-material/Delete';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { Box, Button, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../lib/data-provider';

/** A picture file the API will take: an image under 5 MB (the spec's messages, checked again by the API). */
export function pictureProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please select an image file';
  if (file.size >= MAX_PICTURE_BYTES) return 'Image size should be less than 5MB';
  return null;
}

/** A product's pictures: add (admins), put in order, remove; the first is the one cards show. */
export function ProductImages({ productId, canEdit }: { productId: number; canEdit: boolean }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const t = useTranslate();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const key = ['product-images', productId];
  const { data, error, isPending } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.productImages(productId),
  });

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      notify(done, { type: 'success' });
    } catch (err) {
      notify(err instanceof Error ? err.message : 'The pictures could not be changed.', { type: 'error' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: key });
    }
  }

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    await run(() => dataProvider.uploadProductImage(productId, file), 'Picture added.');
  }

  const move = (images: AdminProductImage[], from: number, to: number) => {
    const ids = images.map((i) => i.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    return run(() => dataProvider.orderProductImages(productId, ids), 'Order saved.');
  };

  const images = data ?? [];
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t('Pictures')}
          </Typography>
          {canEdit ? (
            <>
              <Button
                component="label"
                htmlFor={inputId}
                startIcon={<AddPhotoAlternate />}
                disabled={busy || images.length >= PRODUCT_IMAGES_MAX}
              >
                {t('Add a picture')}
              </Button>
              <input
                id={inputId}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                aria-label={t('Picture file')}
                onChange={add}
                style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
              />
            </>
          ) : null}
        </Stack>
        {isPending ? <Typography role="status">{t('Loading…')}</Typography> : null}
        {error ? (
          <Typography color="error" role="alert">
            {t(error instanceof Error ? error.message : 'The pictures could not be loaded.')}
          </Typography>
        ) : null}
        {!isPending && !error && images.length === 0 ? (
          <Typography color="text.secondary">
            {t('No pictures yet: the shop shows a placeholder.')}
          </Typography>
        ) : null}
        <Box
          component="ol"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
        >
          {images.map((img, index) => (
            <Box component="li" key={img.id} sx={{ width: 132 }}>
              <Box
                component="img"
                src={img.thumbnail}
                alt={t('Picture %{n}', { n: index + 1 })}
                width={132}
                height={132}
                sx={{ display: 'block', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
              />
              {canEdit ? (
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <IconButton
                    aria-label={t('Move picture %{n} earlier', { n: index + 1 })}
                    disabled={busy || index === 0}
                    onClick={() => move(images, index, index - 1)}
                  >
                    <ArrowBack />
                  </IconButton>
                  <IconButton
                    aria-label={t('Remove picture %{n}', { n: index + 1 })}
                    disabled={busy}
                    onClick={() =>
                      run(() => dataProvider.removeProductImage(productId, img.id), 'Picture removed.')
                    }
                  >
                    <Delete />
                  </IconButton>
                  <IconButton
                    aria-label={t('Move picture %{n} later', { n: index + 1 })}
                    disabled={busy || index === images.length - 1}
                    onClick={() => move(images, index, index + 1)}
                  >
                    <ArrowForward />
                  </IconButton>
                </Stack>
              ) : null}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
