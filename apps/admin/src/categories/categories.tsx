import type { AdminCategory } from '@kandamul/domain';
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
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useDataProvider,
  useGetList,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import type { ConsoleDataProvider } from '../lib/data-provider';
import { SaveToolbar } from '../lib/save-toolbar';
import { Search } from '../lib/search-input';
import { SinglePictureCard } from '../lib/picture-input';

const filters = [<Search key="q" source="q" alwaysOn placeholder="Title or slug" />];

/** Top categories first, each in its position; a subcategory names its parent. */
export function CategoryList() {
  return (
    <List filters={filters} perPage={50} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" label="Title" sortable={false} />
        <TextField source="nepali_title" label="Nepali title" sortable={false} />
        <ParentTitle label="Parent" />
        <NumberField source="position" label="Position" sortable={false} />
        <BooleanField source="featured" label="Featured" sortable={false} />
        <NumberField source="product_count" label="Products" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** The parent's title, from the same list the page already loaded (no request per row). */
function ParentTitle(_props: { label: string }) {
  const { data } = useGetList<AdminCategory>('categories', { pagination: { page: 1, perPage: 100 } });
  return (
    <FunctionField<AdminCategory>
      render={(c) =>
        c.parent_id ? (data?.find((p) => p.id === c.parent_id)?.title ?? `#${c.parent_id}`) : '—'
      }
    />
  );
}

/** Top categories, the only ones a category may be put under (the shop has two levels). */
function ParentInput() {
  const record = useRecordContext<AdminCategory>();
  const { data, isPending } = useGetList<AdminCategory>('categories', {
    pagination: { page: 1, perPage: 100 },
  });
  const choices = (data ?? [])
    .filter((c) => c.parent_id === null && c.id !== record?.id)
    .map((c) => ({ id: c.id, name: `${c.title} (${c.nepali_title})` }));
  return (
    <SelectInput
      source="parent_id"
      label="Parent category"
      choices={choices}
      isPending={isPending}
      emptyText="None: a top category"
      parse={(v: unknown) => (v === '' || v === null ? null : Number(v))}
      format={(v: unknown) => (v === null || v === undefined ? '' : v)}
    />
  );
}

function CategoryForm({ canEdit }: { canEdit: boolean }) {
  return (
    <SimpleForm toolbar={canEdit ? <SaveToolbar /> : false} disabled={!canEdit}>
      <TextInput source="title" label="Title" validate={required()} fullWidth />
      <TextInput source="nepali_title" label="Nepali title" validate={required()} fullWidth />
      <ParentInput />
      <NumberInput
        source="position"
        label="Position"
        min={0}
        step={1}
        helperText="Lower numbers show first"
      />
      <BooleanInput source="featured" label="Featured (shown in the category strip)" />
    </SimpleForm>
  );
}

function CategoryPicture() {
  const category = useRecordContext<AdminCategory>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (!category) return null;
  return (
    <SinglePictureCard
      image={category.image}
      alt={category.title}
      preview="square"
      upload={(file) => dataProvider.uploadCategoryImage(category.id, file)}
    />
  );
}

export function CategoryEdit() {
  const { permissions } = usePermissions<string>();
  const canEdit = permissions === 'admin';
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <CategoryForm canEdit={canEdit} />
      {canEdit ? <CategoryPicture /> : null}
    </Edit>
  );
}

export function CategoryCreate() {
  return (
    <Create redirect="edit">
      <CategoryForm canEdit />
    </Create>
  );
}
