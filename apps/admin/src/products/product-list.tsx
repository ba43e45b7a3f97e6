import type { AdminProduct } from '@kandamul/domain';
import { Chip } from '@mui/material';
import { Datagrid, FunctionField, List, TextField, useTranslate } from 'react-admin';
import { rupees } from '../lib/format';
import { Search } from '../lib/search-input';

function StockFigure({ stock, low }: { stock: number; low: boolean }) {
  const t = useTranslate();
  return <>{low ? t('%{n} (low)', { n: stock }) : String(stock)}</>;
}

/** 'Hidden' beside a product staff took out of the shop; nothing beside one that is sold. */
function Visibility({ active }: { active: boolean }) {
  const t = useTranslate();
  return active ? null : <Chip size="small" label={t('Hidden')} />;
}

const filters = [<Search key="q" source="q" alwaysOn placeholder="Title or slug" />];

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
          render={(p) => <StockFigure stock={p.stock} low={p.stock <= p.low_stock_threshold} />}
        />
        <FunctionField<AdminProduct> label="Shop" render={(p) => <Visibility active={p.active} />} />
      </Datagrid>
    </List>
  );
}
