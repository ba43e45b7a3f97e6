import { type DeliverySlot, fastestSlotId, nepalDate, slotTimes, addDays } from '@kandamul/domain';
import { Alert } from '../../../components/forms/alert';
import { Chip } from '../../../components/forms/chip';
import { Radio } from '../../../components/forms/choice';
import { Button } from '../../../components/ui/button';
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
      <div className="kd-slots__loading" aria-busy="true">
        <Skeleton variant="rounded" height={44} />
        <Skeleton variant="rounded" height={44} />
      </div>
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
    <div role="radiogroup" aria-label={t('slot.title')}>
      {[...days].map(([date, list]) => (
        <div key={date} className="kd-slots__day">
          <h3 className="kd-text kd-subtitle2 kd-slots__date">{dayLabel(date)}</h3>
          <div className="kd-slots__list">
            {list.map((s) => {
              const { start, end } = slotTimes(s);
              const reason = s.full ? t('slot.full') : s.past_cutoff ? t('slot.closed') : null;
              return (
                <Radio
                  key={s.id}
                  name="delivery-slot"
                  value={String(s.id)}
                  checked={value === s.id}
                  onChange={() => onChange(s.id)}
                  disabled={!s.available}
                  className="kd-slots__slot"
                  label={
                    <span className="kd-slots__label">
                      <span>{t('slot.range', { start: clock(start), end: clock(end) })}</span>
                      {reason && <span className="kd-text kd-caption">({reason})</span>}
                      {s.id === fastest && <Chip size="small" color="success" label={t('slot.fastest')} />}
                    </span>
                  }
                />
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
