import type { AdminProduct } from '@kandamul/domain';
import { Datagrid, FunctionField, List, SearchInput, TextField } from 'react-admin';
import { rupees } from '../lib/format';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Title or slug" />];

export function ProductList() {
  return (
    <List filters={filters} perPage={25} exporter={false} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" label="Title" sortable={false} />
        <TextField source="nepali_title" label="Nepali title" sortable={false} />
        <FunctionField<AdminProduct>
          label="Marked price"
          textAlign="right"
          render={(p) => rupees(p.marked_price)}
        />
        <FunctionField<AdminProduct>
          label="Selling price"
          textAlign="right"
          render={(p) => rupees(p.selling_price)}
        />
        <FunctionField<AdminProduct>
          label="Stock"
          textAlign="right"
          render={(p) => (p.stock <= p.low_stock_threshold ? `${p.stock} (low)` : String(p.stock))}
        />
      </Datagrid>
    </List>
  );
}
