import { type AdminCategory, MEASURE_UNITS } from '@kandamul/domain';
import { Alert } from '@mui/material';
import {
  BooleanInput,
  Create,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetList,
  useTranslate,
} from 'react-admin';
import { SaveToolbar } from '../lib/save-toolbar';

/** Every category, a subcategory under its parent's name ("Vegetables › Leafy greens"). */
function CategoryInput() {
  const { data, isPending } = useGetList<AdminCategory>('categories', {
    pagination: { page: 1, perPage: 100 },
  });
  const all = data ?? [];
  const titleOf = new Map(all.map((c) => [c.id, c.title]));
  const choices = all.map((c) => ({
    id: c.id,
    name: c.parent_id ? `${titleOf.get(c.parent_id) ?? ''} › ${c.title}` : c.title,
  }));
  return (
    <SelectInput
      source="category_id"
      label="Category"
      choices={choices}
      isPending={isPending}
      validate={required()}
      parse={(v: unknown) => (v === '' || v === null ? null : Number(v))}
    />
  );
}

const UNIT_CHOICES = MEASURE_UNITS.map((id) => ({ id, name: id }));

/**
 * A new product (admins): titles, descriptions, category, prices in rupees, pack, organic and the
 * low-stock threshold. The API checks every field and answers each problem under its field; stock
 * starts at 0 and is added on the product's page, so it stays the sum of its movements.
 */
export function ProductCreate() {
  const t = useTranslate();
  return (
    <Create redirect="edit" title="Add a product">
      <SimpleForm
        toolbar={<SaveToolbar />}
        defaultValues={{
          measure_unit: 'pcs',
          unit_quantity: 1,
          low_stock_threshold: 10,
          is_organic: false,
          active: true,
        }}
      >
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('Stock starts at 0: restock it on its page once it is saved.')}
        </Alert>
        <TextInput source="title" label="Title" validate={required()} fullWidth />
        <TextInput source="nepali_title" label="Nepali title" validate={required()} fullWidth />
        <TextInput source="short_description" label="Short description" fullWidth />
        <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
        <CategoryInput />
        <NumberInput source="marked_price" label="Marked price (RS)" min={0} step={1} validate={required()} />
        <NumberInput
          source="selling_price"
          label="Selling price (RS)"
          min={0}
          step={1}
          helperText="Empty: sold at the marked price"
        />
        <SelectInput
          source="measure_unit"
          label="Pack measured in"
          choices={UNIT_CHOICES}
          validate={required()}
        />
        <NumberInput
          source="unit_quantity"
          label="Pack size"
          min={0}
          helperText="500 for 500 g, 1 for 1 kg"
          validate={required()}
        />
        <NumberInput source="low_stock_threshold" label="Low-stock threshold" min={0} step={1} />
        <BooleanInput source="is_organic" label="Organic" />
        <BooleanInput
          source="active"
          label="Sold in the shop"
          helperText="Off: hidden from the shop (lists, search, its page); checkout refuses it"
        />
      </SimpleForm>
    </Create>
  );
}
