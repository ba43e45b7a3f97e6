import type { AdminBanner } from '@kandamul/domain';
import { Box } from '@mui/material';
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
  usePermissions,
  useRecordContext,
} from 'react-admin';
import type { ConsoleDataProvider } from '../lib/data-provider';
import { SaveToolbar } from '../lib/save-toolbar';
import { SinglePictureCard } from '../lib/picture-input';

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
  if (!banner) return null;
  return (
    <SinglePictureCard
      image={banner.image}
      alt={banner.title}
      hint="Cut to 1600 × 600 pixels."
      preview="wide"
      upload={(file) => dataProvider.uploadBannerImage(banner.id, file)}
    />
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
