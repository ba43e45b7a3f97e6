import { type DeliverySlot, fastestSlotId, nepalDate, slotTimes, addDays } from '@kandamul/domain';
import { Alert, Box, Button, Chip, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { Skeleton } from '../../../components/skeleton';
import { useDateFormat } from '../../../lib/dates/use-date-format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocalized } from '../../../lib/i18n/use-localized';
import '../../../lib/i18n/texts/checkout';

/**
 * Checkout's delivery slots: the next days of the address's station, grouped by Nepal date, full and
 * past-cut-off ones disabled with the reason, the earliest available one marked Fastest.
 */
export function SlotPicker({
  slots,
  loading,
  failed,
  onRetry,
  value,
  onChange,
}: {
  slots: DeliverySlot[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const { digits } = useLocalized();
  const formatDate = useDateFormat();
  if (loading) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }} aria-busy="true">
        <Skeleton variant="rounded" height={44} />
        <Skeleton variant="rounded" height={44} />
      </Box>
    );
  }
  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {tc('states.retry')}
          </Button>
        }
      >
        {t('slot.loadFailed')}
      </Alert>
    );
  }
  if (!slots || slots.length === 0) return null;
  const fastest = fastestSlotId(slots);
  const today = nepalDate(new Date());
  const days = new Map<string, DeliverySlot[]>();
  for (const s of slots) {
    const { date } = slotTimes(s);
    days.set(date, [...(days.get(date) ?? []), s]);
  }
  const dayLabel = (date: string) =>
    date === today
      ? t('slot.today')
      : date === addDays(today, 1)
        ? t('slot.tomorrow')
        : formatDate(`${date}T12:00:00Z`);
  const clock = (text: string) => text.replace(/\d/g, (d) => digits(Number(d)));
  return (
    <RadioGroup
      aria-label={t('slot.title')}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      {[...days].map(([date, list]) => (
        <Box key={date} sx={{ mb: 1 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {dayLabel(date)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {list.map((s) => {
              const { start, end } = slotTimes(s);
              const reason = s.full ? t('slot.full') : s.past_cutoff ? t('slot.closed') : null;
              return (
                <FormControlLabel
                  key={s.id}
                  value={String(s.id)}
                  disabled={!s.available}
                  control={<Radio />}
                  sx={{ minHeight: 44, mr: 0 }}
                  label={
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                      <span>{t('slot.range', { start: clock(start), end: clock(end) })}</span>
                      {reason && (
                        <Typography component="span" variant="caption" color="text.secondary">
                          ({reason})
                        </Typography>
                      )}
                      {s.id === fastest && <Chip size="small" color="success" label={t('slot.fastest')} />}
                    </Box>
                  }
                />
              );
            })}
          </Box>
        </Box>
      ))}
    </RadioGroup>
  );
}
