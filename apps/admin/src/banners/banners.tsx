import type { AdminBanner } from '@kandamul/domain';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  required,
  SimpleForm,
  TextField,
  TextInput,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { ConsoleDataProvider } from '../lib/data-provider';
import { SaveToolbar } from '../lib/save-toolbar';
import { pictureProblem } from '../products/product-images';

/** The home page's banners in their order, shown or hidden, each with its picture. */
export function BannerList() {
  return (
    <List perPage={50} exporter={false} pagination={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField<AdminBanner>
          label="Picture"
          render={(b) =>
            b.image ? (
              <Box
                component="img"
                src={b.image}
                alt=""
                width={160}
                height={60}
                sx={{ objectFit: 'cover', borderRadius: 1 }}
              />
            ) : (
              '—'
            )
          }
        />
        <TextField source="title" label="Title" sortable={false} />
        <TextField source="nepali_title" label="Nepali title" sortable={false} />
        <NumberField source="position" label="Position" sortable={false} />
        <BooleanField source="active" label="Shown" sortable={false} />
      </Datagrid>
    </List>
  );
}

function BannerForm({ canEdit, creating }: { canEdit: boolean; creating?: boolean }) {
  return (
    <SimpleForm toolbar={canEdit ? <SaveToolbar /> : false} disabled={!canEdit}>
      <TextInput source="title" label="Headline" validate={required()} fullWidth />
      <TextInput source="nepali_title" label="Nepali headline" validate={required()} fullWidth />
      <TextInput
        source="link"
        label="Link"
        helperText="A page of the shop, e.g. /viewallca/3 (empty: none)"
        fullWidth
      />
      <NumberInput
        source="position"
        label="Position"
        min={0}
        step={1}
        helperText="Lower numbers show first"
      />
      {creating ? null : (
        <BooleanInput source="active" label="Shown on the home page" helperText="Add the picture first" />
      )}
    </SimpleForm>
  );
}

function BannerPicture() {
  const banner = useRecordContext<AdminBanner>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useTranslate();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  if (!banner) return null;

  async function change(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !banner) return;
    const problem = pictureProblem(file);
    if (problem) return notify(problem, { type: 'error' });
    setBusy(true);
    try {
      await dataProvider.uploadBannerImage(banner.id, file);
      notify('Picture changed.', { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'The picture could not be changed.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('Picture')}
        </Typography>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {banner.image ? (
            <Box
              component="img"
              src={banner.image}
              alt={banner.title}
              sx={{ width: '100%', maxWidth: 800, aspectRatio: '8 / 3', objectFit: 'cover', borderRadius: 1 }}
            />
          ) : (
            <Typography color="text.secondary">{t('No picture yet.')}</Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('Cut to 1600 × 600 pixels.')}
          </Typography>
          <Button component="label" htmlFor={inputId} startIcon={<AddPhotoAlternate />} disabled={busy}>
            {t('Change the picture')}
          </Button>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            aria-label={t('Picture file')}
            onChange={change}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

export function BannerEdit() {
  const { permissions } = usePermissions<string>();
  const canEdit = permissions === 'admin';
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <BannerForm canEdit={canEdit} />
      {canEdit ? <BannerPicture /> : null}
    </Edit>
  );
}

export function BannerCreate() {
  return (
    <Create redirect="edit">
      <BannerForm canEdit creating />
    </Create>
  );
}
