import type { AdminSlotTemplate } from '@kandamul/domain';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { HttpError, Title, useNotify } from 'react-admin';
import { useOps } from '../lib/ops-format';
import {
  capacityError,
  cutoffError,
  hoursToMinutes,
  minutesToHours,
  type SlotFieldError,
  windowError,
} from './slot-rules';
import { slotsApi } from './slots-api';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The message of a failed call: the API's own words (a 409, a 404), or the generic one. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof HttpError || error instanceof Error ? error.message : fallback;
}

/** One window: capacity and cut-off edited in place, saved together; removed after a question. */
function SlotRow({ slot, onChanged }: { slot: AdminSlotTemplate; onChanged: () => void }) {
  const t = useOps();
  const notify = useNotify();
  const [capacity, setCapacity] = useState(String(slot.capacity));
  const [cutoff, setCutoff] = useState(minutesToHours(slot.cutoff_minutes));
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const capErr = capacityError(capacity);
  const cutErr = cutoffError(cutoff);
  const changed = capacity !== String(slot.capacity) || cutoff !== minutesToHours(slot.cutoff_minutes);
  const day = slot.weekday === null ? t('slots.everyDay') : t(`slots.days.${WEEKDAYS[slot.weekday]}`);
  const label = `${day} ${slot.start}–${slot.end}`;

  async function save() {
    if (capErr || cutErr) return;
    setBusy(true);
    try {
      await slotsApi.change(slot.id, {
        capacity: Number(capacity),
        cutoff_minutes: hoursToMinutes(cutoff)!,
      });
      notify(t('slots.saved', { slot: label }), { type: 'success' });
      onChanged();
    } catch (error) {
      notify(failureText(error, t('common.error')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setAsking(false);
    setBusy(true);
    try {
      await slotsApi.remove(slot.id);
      notify(t('slots.removed', { slot: label }), { type: 'info' });
      onChanged();
    } catch (error) {
      notify(failureText(error, t('common.error')), { type: 'error' });
      setBusy(false);
    }
  }

  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {day}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {slot.start}–{slot.end}
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          type="number"
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          error={capErr !== null}
          helperText={capErr ? t(`slots.errors.${capErr}`) : ' '}
          slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': `${t('slots.capacity')}: ${label}` } }}
          sx={{ width: 110 }}
        />
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          type="number"
          value={cutoff}
          onChange={(e) => setCutoff(e.target.value)}
          error={cutErr !== null}
          helperText={cutErr ? t(`slots.errors.${cutErr}`) : ' '}
          slotProps={{ htmlInput: { min: 0, step: 0.5, 'aria-label': `${t('slots.cutoff')}: ${label}` } }}
          sx={{ width: 110 }}
        />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="contained"
            disabled={!changed || busy || capErr !== null || cutErr !== null}
            onClick={() => void save()}
            aria-label={`${t('common.save')}: ${label}`}
          >
            {t('common.save')}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={() => setAsking(true)}
            aria-label={`${t('slots.remove')}: ${label}`}
          >
            {t('slots.remove')}
          </Button>
        </Stack>
        <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`remove-slot-${slot.id}`}>
          <DialogTitle id={`remove-slot-${slot.id}`}>{t('slots.removeTitle', { slot: label })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('slots.removeText')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)}>{t('common.cancel')}</Button>
            <Button color="error" variant="contained" onClick={() => void remove()}>
              {t('slots.remove')}
            </Button>
          </DialogActions>
        </Dialog>
      </TableCell>
    </TableRow>
  );
}

/** A new window at a station: every day or one weekday, start and end, capacity and cut-off. */
function AddSlot({ stations, onAdded }: { stations: { id: number; name: string }[]; onAdded: () => void }) {
  const t = useOps();
  const notify = useNotify();
  const [stationId, setStationId] = useState<number | ''>(stations[0]?.id ?? '');
  const [weekday, setWeekday] = useState<string>('every');
  const [start, setStart] = useState('08:00');
  const [end, setEnd] = useState('10:00');
  const [capacity, setCapacity] = useState('40');
  const [cutoff, setCutoff] = useState('2');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const win = windowError(start, end);
  const errors: Record<'start' | 'end' | 'capacity' | 'cutoff', SlotFieldError> = {
    start: win.start,
    end: win.end,
    capacity: capacityError(capacity),
    cutoff: cutoffError(cutoff),
  };
  const shown = (field: keyof typeof errors) => (tried ? errors[field] : null);
  const help = (field: keyof typeof errors) => {
    const e = shown(field);
    return e ? t(`slots.errors.${e}`) : ' ';
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (stationId === '' || Object.values(errors).some((e) => e !== null)) return;
    setBusy(true);
    try {
      await slotsApi.add({
        station_id: stationId,
        weekday: weekday === 'every' ? null : Number(weekday),
        start,
        // The time field says 00:00 for midnight; a window ending then ends at 24:00 of its day.
        end: end === '00:00' ? '24:00' : end,
        capacity: Number(capacity),
        cutoff_minutes: hoursToMinutes(cutoff)!,
      });
      notify(t('slots.added'), { type: 'success' });
      setTried(false);
      onAdded();
    } catch (error) {
      notify(failureText(error, t('common.error')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="add-slot-title">
      <Typography id="add-slot-title" variant="h6" component="h2" gutterBottom>
        {t('slots.addTitle')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          select
          size="small"
          label={t('slots.station')}
          value={stationId}
          onChange={(e) => setStationId(Number(e.target.value))}
          sx={{ minWidth: 200 }}
          helperText=" "
        >
          {stations.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('slots.day')}
          value={weekday}
          onChange={(e) => setWeekday(e.target.value)}
          sx={{ minWidth: 150 }}
          helperText=" "
        >
          <MenuItem value="every">{t('slots.everyDay')}</MenuItem>
          {WEEKDAYS.map((d, i) => (
            <MenuItem key={d} value={String(i)}>
              {t(`slots.days.${d}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="time"
          label={t('slots.start')}
          value={start}
          onChange={(e) => setStart(e.target.value)}
          error={shown('start') !== null}
          helperText={help('start')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
        />
        <TextField
          size="small"
          type="time"
          label={t('slots.end')}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          error={shown('end') !== null}
          helperText={help('end')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
        />
        <TextField
          size="small"
          type="number"
          label={t('slots.capacity')}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          error={shown('capacity') !== null}
          helperText={help('capacity')}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
          sx={{ width: 130 }}
        />
        <TextField
          size="small"
          type="number"
          label={t('slots.cutoff')}
          value={cutoff}
          onChange={(e) => setCutoff(e.target.value)}
          error={shown('cutoff') !== null}
          helperText={help('cutoff')}
          slotProps={{ htmlInput: { min: 0, step: 0.5 } }}
          sx={{ width: 150 }}
        />
        <Button type="submit" variant="contained" disabled={busy || stationId === ''} sx={{ mt: 0.25 }}>
          {t('slots.add')}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * Delivery slots (issue 20): each station's daily windows with their capacity (orders per slot) and
 * cut-off (hours before the start when checkout stops offering it). A change applies to every date.
 */
export function SlotsPage() {
  const t = useOps();
  const queryClient = useQueryClient();
  const { data, isPending, error, refetch } = useQuery({ queryKey: ['slots'], queryFn: slotsApi.list });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['slots'] });

  let body;
  if (isPending) body = <Typography>{t('common.loading')}</Typography>;
  else if (error)
    body = (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}>
        {t('common.error')}
      </Alert>
    );
  else {
    const byStation = new Map<number, AdminSlotTemplate[]>();
    for (const s of data.data) byStation.set(s.station_id, [...(byStation.get(s.station_id) ?? []), s]);
    body = (
      <Stack spacing={3}>
        {byStation.size === 0 ? <Typography>{t('slots.empty')}</Typography> : null}
        {[...byStation.entries()].map(([stationId, slots]) => (
          <Box component="section" key={stationId} aria-labelledby={`station-${stationId}`}>
            <Typography id={`station-${stationId}`} variant="h6" component="h2">
              {slots[0]!.station_name}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby={`station-${stationId}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('slots.day')}</TableCell>
                    <TableCell>{t('slots.time')}</TableCell>
                    <TableCell>{t('slots.capacity')}</TableCell>
                    <TableCell>{t('slots.cutoff')}</TableCell>
                    <TableCell>{t('common.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {slots.map((s) => (
                    // Keyed by the figures too: after a save the row starts again from what was stored.
                    <SlotRow key={`${s.id}-${s.capacity}-${s.cutoff_minutes}`} slot={s} onChanged={refresh} />
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Box>
        ))}
        <AddSlot stations={data.stations} onAdded={refresh} />
      </Stack>
    );
  }

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('slots.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('slots.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('slots.intro')}
      </Typography>
      {body}
    </Box>
  );
}
