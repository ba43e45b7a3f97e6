import { AUDIT_ENTITY_TYPES, type AuditEntry } from '@kandamul/domain';
import { Box, Typography } from '@mui/material';
import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  useGetList,
  useTranslate,
} from 'react-admin';

/** Who can be picked: the staff list (admins only, like this screen). */
function ActorInput(props: { source: string; label: string; alwaysOn?: boolean }) {
  const { data, isPending } = useGetList<{ id: number; name: string; role: string }>('staff', {
    pagination: { page: 1, perPage: 100 },
  });
  const choices = (data ?? []).map((s) => ({ id: s.id, name: `${s.name} (${s.role})` }));
  return <SelectInput {...props} choices={choices} isPending={isPending} />;
}

const ENTITY_CHOICES = AUDIT_ENTITY_TYPES.map((id) => ({ id, name: `audit.entity.${id}` }));

const filters = [
  <ActorInput key="actor_id" source="actor_id" label="Staff" alwaysOn />,
  <SelectInput key="entity_type" source="entity_type" label="About" choices={ENTITY_CHOICES} alwaysOn />,
  <TextInput key="entity_id" source="entity_id" label="Id" alwaysOn sx={{ maxWidth: 120 }} />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
];

/** The request as the trail keeps it, one short line per field ("reason: restock"). */
function Summary({ entry }: { entry: AuditEntry }) {
  const summary = (entry.summary ?? {}) as { body?: unknown; params?: unknown };
  const body = summary.body;
  const lines =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.entries(body as Record<string, unknown>).map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
      : body === null || body === undefined
        ? []
        : [JSON.stringify(body)];
  if (summary.params) lines.unshift(JSON.stringify(summary.params));
  return (
    // The console's own font, not a monospace one: Mukta carries the Devanagari of Nepali titles.
    <Box component="span" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
      {lines.map((l) => (
        <Box component="span" key={l} sx={{ display: 'block' }}>
          {l}
        </Box>
      ))}
    </Box>
  );
}

function Actor({ entry }: { entry: AuditEntry }) {
  const t = useTranslate();
  return (
    <>
      {entry.actor_name || `#${entry.actor_id ?? '—'}`}
      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {t(entry.actor_role)}
      </Typography>
    </>
  );
}

/**
 * The audit trail (admins): every change made through the console, newest first, filtered and paged by
 * the API (docs/decisions/032).
 */
export function AuditList() {
  const t = useTranslate();
  return (
    <List
      filters={filters}
      perPage={50}
      exporter={false}
      sort={{ field: 'at', order: 'DESC' }}
      title="Audit trail"
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="at" label="When" showTime sortable={false} />
        <FunctionField<AuditEntry> label="Staff" render={(e) => <Actor entry={e} />} />
        <FunctionField<AuditEntry>
          label="Action"
          render={(e) => t(`audit.action.${e.action}`, { _: e.action })}
        />
        <FunctionField<AuditEntry>
          label="About"
          render={(e) => `${t(`audit.entity.${e.entity_type}`, { _: e.entity_type })} ${e.entity_id}`.trim()}
        />
        <FunctionField<AuditEntry> label="Details" render={(e) => <Summary entry={e} />} />
        <TextField source="ip" label="Address" sortable={false} />
      </Datagrid>
    </List>
  );
}
