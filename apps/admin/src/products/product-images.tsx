import { type AdminProductImage, PRODUCT_IMAGES_MAX } from '@kandamul/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Delete from '@mui/icons-material/Delete';
import { Box, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../lib/data-provider';
import { PictureFileButton } from '../lib/picture-input';

/** A product's pictures: add (admins), put in order, remove; the first is the one cards show. */
export function ProductImages({ productId, canEdit }: { productId: number; canEdit: boolean }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const t = useTranslate();
  const queryClient = useQueryClient();
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

  const add = (file: File) => run(() => dataProvider.uploadProductImage(productId, file), 'Picture added.');

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
            <PictureFileButton
              label="Add a picture"
              disabled={busy || images.length >= PRODUCT_IMAGES_MAX}
              onFile={add}
            />
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
