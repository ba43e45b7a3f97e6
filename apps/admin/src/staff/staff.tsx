import type { StaffAccount } from '@kandamul/domain';
import { Button, Chip, MenuItem, Select, Stack } from '@mui/material';
import {
  Create,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useNotify,
  useUpdate,
} from 'react-admin';
import { useOps } from '../lib/ops-format';

const ROLE_IDS = ['staff', 'admin', 'rider'] as const;

function RoleAndActive({ member }: { member: StaffAccount }) {
  const t = useOps();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const change = (data: Partial<StaffAccount>) =>
    update(
      'staff',
      { id: member.id, data, previousData: member },
      {
        onSuccess: () => notify(t('staff.updated'), { type: 'success' }),
        onError: (err) => notify(err instanceof Error ? err.message : String(err), { type: 'error' }),
      },
    );
  return (
    <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      <Select
        size="small"
        value={member.role}
        disabled={isPending}
        onChange={(e) => void change({ role: e.target.value as StaffAccount['role'] })}
        inputProps={{ 'aria-label': `${t('staff.changeRole')}: ${member.name}` }}
      >
        {ROLE_IDS.map((r) => (
          <MenuItem key={r} value={r}>
            {t(`staff.roles.${r}`)}
          </MenuItem>
        ))}
      </Select>
      <Button
        size="small"
        variant="outlined"
        color={member.active ? 'error' : 'primary'}
        disabled={isPending}
        onClick={() => void change({ active: !member.active })}
      >
        {member.active ? t('staff.deactivate') : t('staff.activate')}
      </Button>
    </Stack>
  );
}

/** Admins only: the shop's team, with the role and the on/off switch of each account. */
export function StaffList() {
  const t = useOps();
  return (
    <List
      perPage={50}
      exporter={false}
      title={t('staff.title')}
      actions={
        <TopToolbar>
          <CreateButton label={t('staff.add')} />
        </TopToolbar>
      }
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>{t('staff.empty')}</p>}>
        <TextField source="name" label={t('common.name')} sortable={false} />
        <TextField source="phone" label={t('common.phone')} sortable={false} />
        <TextField source="email" label={t('common.email')} sortable={false} />
        <FunctionField<StaffAccount>
          label={t('common.status')}
          render={(m) =>
            m.active ? (
              <Chip size="small" variant="outlined" label={t('staff.active')} />
            ) : (
              <Chip size="small" color="error" label={t('staff.inactive')} />
            )
          }
        />
        <FunctionField<StaffAccount> label={t('common.role')} render={(m) => <RoleAndActive member={m} />} />
      </Datagrid>
    </List>
  );
}

export function StaffCreate() {
  const t = useOps();
  const notify = useNotify();
  return (
    <Create
      title={t('staff.add')}
      redirect="list"
      mutationOptions={{ onSuccess: () => notify(t('staff.created'), { type: 'success' }) }}
    >
      <SimpleForm>
        <TextInput source="first_name" label={t('staff.firstName')} validate={required()} />
        <TextInput source="last_name" label={t('staff.lastName')} validate={required()} />
        <TextInput source="email" type="email" label={t('common.email')} validate={required()} />
        <TextInput source="phone" type="tel" label={t('common.phone')} validate={required()} />
        <PasswordInput source="password" label={t('staff.password')} validate={required()} />
        <SelectInput
          source="role"
          label={t('common.role')}
          validate={required()}
          choices={ROLE_IDS.map((r) => ({ id: r, name: t(`staff.roles.${r}`) }))}
        />
      </SimpleForm>
    </Create>
  );
}
