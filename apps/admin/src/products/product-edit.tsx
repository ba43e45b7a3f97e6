import type { AdminProduct } from '@kandamul/domain';
import { Alert } from '@mui/material';
import {
  BooleanInput,
  Edit,
  NumberInput,
  required,
  SimpleForm,
  TextInput,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SaveToolbar } from '../lib/save-toolbar';
import { ProductImages } from './product-images';
import { StockPanel } from './stock-panel';

function Stock() {
  const product = useRecordContext<AdminProduct>();
  return product ? <StockPanel productId={product.id} stock={product.stock} /> : null;
}

function Pictures({ canEdit }: { canEdit: boolean }) {
  const product = useRecordContext<AdminProduct>();
  return product ? <ProductImages productId={product.id} canEdit={canEdit} /> : null;
}

/** Details and prices (the API lets admins change them) above the stock that staff keep. */
export function ProductEdit() {
  const { permissions } = usePermissions<string>();
  const canEdit = permissions === 'admin';
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect={false} actions={false}>
      <SimpleForm toolbar={canEdit ? <SaveToolbar /> : false} disabled={!canEdit}>
        {canEdit ? null : (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(
              "Only an admin can change a product's details and prices. Stock is yours to keep below.",
            )}
          </Alert>
        )}
        <TextInput source="title" label="Title" validate={required()} fullWidth />
        <TextInput source="nepali_title" label="Nepali title" fullWidth />
        <NumberInput source="marked_price" label="Marked price (RS)" min={0} step={1} validate={required()} />
        <NumberInput
          source="selling_price"
          label="Selling price (RS)"
          min={0}
          step={1}
          helperText="Empty: sold at the marked price"
        />
        <NumberInput source="low_stock_threshold" label="Low-stock threshold" min={0} step={1} />
        <BooleanInput source="is_organic" label="Organic" />
        <BooleanInput source="today_special" label="Today's special" />
        <BooleanInput
          source="active"
          label="Sold in the shop"
          helperText="Off: hidden from the shop (lists, search, its page); checkout refuses it"
        />
      </SimpleForm>
      <Pictures canEdit={canEdit} />
      <Stock />
    </Edit>
  );
}
