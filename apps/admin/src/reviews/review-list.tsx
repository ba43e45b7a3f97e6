import type { AdminReview } from '@kandamul/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField as MuiTextField,
} from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { ConsoleDataProvider } from '../lib/data-provider';

const filters = [
  <SelectInput
    key="hidden"
    source="hidden"
    label="Shown"
    alwaysOn
    choices={[
      { id: 'false', name: 'Shown on the shop' },
      { id: 'true', name: 'Hidden' },
    ]}
  />,
];

/** Hide (with a reason, asked in a dialog) or show again. */
function HideButton() {
  const review = useRecordContext<AdminReview>();
  const provider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!review) return null;

  async function send(hidden: boolean) {
    setBusy(true);
    try {
      await provider.hideReview(review!.id, { hidden, reason: reason.trim() });
      notify(hidden ? 'Review hidden' : 'Review shown again', { type: 'info' });
      setOpen(false);
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'The review could not be changed.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (review.hidden) {
    return (
      <Button size="small" disabled={busy} onClick={() => void send(false)}>
        Show again
      </Button>
    );
  }
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        Hide
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="hide-review-title">
        <DialogTitle id="hide-review-title">Hide this review</DialogTitle>
        <DialogContent>
          <MuiTextField
            autoFocus
            fullWidth
            required
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button color="error" disabled={busy || reason.trim() === ''} onClick={() => void send(true)}>
            Hide review
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Reviews by buyers, newest first: staff hide one with a reason (plain text, never HTML). */
export function ReviewList() {
  return (
    <List filters={filters} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="product_title" label="Product" sortable={false} />
        <TextField source="customer_name" label="Customer" sortable={false} />
        <NumberField source="rating" label="Stars" sortable={false} />
        <TextField source="review" label="Review" sortable={false} sx={{ whiteSpace: 'pre-line' }} />
        <DateField source="updated_at" label="Written" showTime sortable={false} />
        <FunctionField<AdminReview>
          label="Hidden because"
          render={(r) => (r.hidden ? r.hidden_reason : '')}
        />
        <HideButton />
      </Datagrid>
    </List>
  );
}
