import type { AdminOrderSummary } from '@kandamul/domain';
import { useQuery } from '@tanstack/react-query';
import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { rupees, slotText } from '../lib/format';
import { slotsApi } from '../slots/slots-api';
import { Search } from '../lib/search-input';
import { paymentMethodChoices, paymentStatusChoices, statusChoices } from './labels';

/** The list's filters; the stations come from the slot screen's call (every station the shop delivers from). */
function useFilters() {
  const { data } = useQuery({
    queryKey: ['console-stations'],
    queryFn: () => slotsApi.list(),
    staleTime: 300_000,
  });
  const stationChoices = data?.stations ?? [];
  return [
    <Search key="q" source="q" alwaysOn placeholder="Tracking id, phone or name" />,
    <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
    <SelectInput
      key="payment_status"
      source="payment_status"
      label="Payment"
      choices={paymentStatusChoices}
    />,
    <SelectInput
      key="payment_method"
      source="payment_method"
      label="Method"
      choices={paymentMethodChoices}
    />,
    <SelectInput
      key="station_id"
      source="station_id"
      label="Station"
      choices={stationChoices}
      isPending={!data}
      translateChoice={false}
    />,
    <DateInput key="from" source="from" label="From" />,
    <DateInput key="to" source="to" label="To" />,
  ];
}

export function OrderList() {
  const t = useTranslate();
  const filters = useFilters();
  return (
    <List filters={filters} perPage={25} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="tracking_id" label="Tracking id" sortable={false} />
        <DateField source="created_at" label="Placed" showTime sortable={false} />
        <FunctionField<AdminOrderSummary>
          label="Delivery slot"
          sortBy="slot"
          render={(r) => slotText(r.delivery_slot)}
        />
        <TextField source="customer.name" label="Customer" sortable={false} />
        <TextField source="customer.phone" label="Phone" sortable={false} />
        <FunctionField<AdminOrderSummary> label="Total" textAlign="right" render={(r) => rupees(r.total)} />
        <FunctionField<AdminOrderSummary> label="Status" render={(r) => t(r.status)} />
        <FunctionField<AdminOrderSummary> label="Payment" render={(r) => t(r.payment_status)} />
        <FunctionField<AdminOrderSummary>
          label="Method"
          render={(r) =>
            t(paymentMethodChoices.find((c) => c.id === r.payment_method)?.name ?? r.payment_method)
          }
        />
      </Datagrid>
    </List>
  );
}
