import type { AdminVoucher } from '@kandamul/domain';
import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateTimeInput,
  Edit,
  FormDataConsumer,
  FunctionField,
  List,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useGetList,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { dateTime, rupees } from '../lib/format';
import { SaveToolbar } from '../lib/save-toolbar';
import { Search } from '../lib/search-input';

const filters = [<Search key="q" source="q" alwaysOn placeholder="Code" />];
const typeChoices = [
  { id: 'Percentage', name: 'Percentage' },
  { id: 'Amount', name: 'Fixed amount' },
];

/** What a voucher gives, in a few words: '15% up to RS 200.00' or 'RS 50.00'. */
function discountText(v: AdminVoucher): string {
  if (v.voucher_type === 'Percentage')
    return `${v.discount_percentage ?? 0}%${v.maximum_discount !== null ? ` ≤ ${rupees(v.maximum_discount)}` : ''}`;
  return rupees(v.discount_amount);
}

export function VoucherList() {
  return (
    <List filters={filters} perPage={25} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="code" label="Code" sortable={false} />
        <FunctionField<AdminVoucher> label="Discount" render={discountText} />
        <FunctionField<AdminVoucher>
          label="Minimum order"
          textAlign="right"
          render={(v) => rupees(v.minimum_order_value)}
        />
        <FunctionField<AdminVoucher>
          label="Used"
          textAlign="right"
          render={(v) =>
            v.usage_limit === null ? String(v.used_count) : `${v.used_count} / ${v.usage_limit}`
          }
        />
        <FunctionField<AdminVoucher>
          label="Valid until"
          render={(v) => (v.valid_to ? dateTime(v.valid_to) : '—')}
        />
        <BooleanField source="is_active" label="Active" sortable={false} />
      </Datagrid>
    </List>
  );
}

function VoucherForm({ canEdit }: { canEdit: boolean }) {
  return (
    <SimpleForm toolbar={canEdit ? <SaveToolbar /> : false} disabled={!canEdit}>
      <TextInput source="code" label="Code" validate={required()} helperText="Letters, digits, - and _" />
      <SelectInput source="voucher_type" label="Type" choices={typeChoices} validate={required()} />
      <FormDataConsumer<{ voucher_type?: string }>>
        {({ formData }) =>
          formData.voucher_type === 'Amount' ? (
            <NumberInput source="discount_amount" label="Discount (RS)" min={0} validate={required()} />
          ) : (
            <>
              <NumberInput source="discount_percentage" label="Discount (%)" min={1} max={100} step={1} />
              <NumberInput source="maximum_discount" label="Cap (RS)" min={0} helperText="Empty: no cap" />
            </>
          )
        }
      </FormDataConsumer>
      <NumberInput source="minimum_order_value" label="Minimum order (RS)" min={0} />
      <DateTimeInput source="valid_from" label="Valid from" />
      <DateTimeInput source="valid_to" label="Valid until" />
      <NumberInput
        source="usage_limit"
        label="Total uses allowed"
        min={1}
        step={1}
        helperText="Empty: no limit"
      />
      <NumberInput
        source="per_customer_limit"
        label="Uses per customer"
        min={1}
        step={1}
        helperText="Empty: no limit"
      />
      <BooleanInput source="is_active" label="Active" />
    </SimpleForm>
  );
}

type Redemption = {
  id: number;
  order_id: number;
  tracking_id: string | null;
  customer_name: string;
  created_at: string;
};

/** Who used the voucher, on which order. */
function Redemptions() {
  const voucher = useRecordContext<AdminVoucher>();
  const t = useTranslate();
  const { data, total, isPending, error } = useGetList<Redemption>(
    'voucher-redemptions',
    { filter: { voucher_id: voucher?.id }, pagination: { page: 1, perPage: 50 } },
    { enabled: Boolean(voucher) },
  );
  if (!voucher) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('Redemptions (%{n})', { n: total ?? voucher.used_count })}
        </Typography>
        {isPending ? <Typography role="status">{t('Loading…')}</Typography> : null}
        {error ? (
          <Typography color="error" role="alert">
            {t('The redemptions could not be loaded.')}
          </Typography>
        ) : null}
        {!isPending && !error && !data?.length ? (
          <Typography color="text.secondary">{t('Nobody has used this voucher yet.')}</Typography>
        ) : null}
        {data?.length ? (
          <Table size="small" aria-label={t('Redemptions')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('When')}</TableCell>
                <TableCell>{t('Customer')}</TableCell>
                <TableCell>{t('Order')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{dateTime(r.created_at)}</TableCell>
                  <TableCell>{r.customer_name}</TableCell>
                  <TableCell>{r.tracking_id ?? `#${r.order_id}`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function VoucherEdit() {
  const { permissions } = usePermissions<string>();
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <VoucherForm canEdit={permissions === 'admin'} />
      <Redemptions />
    </Edit>
  );
}

export function VoucherCreate() {
  return (
    <Create redirect="list" record={{ voucher_type: 'Percentage', minimum_order_value: 0, is_active: true }}>
      <VoucherForm canEdit />
    </Create>
  );
}
