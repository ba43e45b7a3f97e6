import { type Order, type OrderTimelineEvent, slotTimes } from '@kandamul/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import '../../../lib/i18n/texts/orders';
import { useDateFormat } from '../../../lib/dates/use-date-format';
import { useGetOrderEventsQuery } from '../api/get-order-events';
import { Alert } from '../../../components/forms/alert';
import { Skeleton } from '../../../components/skeleton';
import { Button } from '../../../components/ui/button';
import { Text } from '../../../components/ui/text';

/** The Nepal clock time of an instant ('14:05'): the shop's times are Nepal times wherever one is. */
const nepalClock = (at: string) => slotTimes({ starts_at: at, ends_at: at }).start;

function Step({ event }: { event: OrderTimelineEvent }) {
  const { t } = useTranslation('orders');
  const formatDate = useDateFormat();
  const label = t(`timeline.status.${event.status}`);
  return (
    <li className="kd-timeline__step">
      {/* The dot and line are decoration: the list's order already says what came first. */}
      <span aria-hidden="true" className="kd-timeline__dot" />
      <Text variant="body2" className="kd-timeline__label">
        {label}
        {event.rider_name ? ` · ${t('timeline.rider', { name: event.rider_name })}` : ''}
      </Text>
      <Text variant="caption" as="p">
        <time dateTime={event.at}>
          {formatDate(event.at)}, {nepalClock(event.at)}
        </time>
        {event.status === 'Cancelled' ? ` · ${t(`timeline.by.${event.by}`)}` : ''}
      </Text>
      {event.reason ? (
        <Text variant="body2" className="kd-anywhere">
          {t('timeline.reason', { reason: event.reason })}
        </Text>
      ) : null}
      {event.status === 'Cancelled' && event.by === 'system' ? (
        <Text variant="body2">{t('timeline.expired')}</Text>
      ) : null}
    </li>
  );
}

/**
 * An order's timeline under a disclosure button: fetched when opened (a list of many orders costs
 * one request per order the customer looks at), shown as an ordered list, oldest step first.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const id = useId();
  const { data, isLoading, isError, refetch } = useGetOrderEventsQuery(order.id, { skip: !open });

  return (
    <div className="kd-timeline">
      <Button
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="kd-timeline__toggle"
      >
        {open ? t('timeline.hide') : t('timeline.show')}
      </Button>
      {open ? (
        <div id={id} className="kd-timeline__body">
          {isLoading ? (
            <div role="status" aria-label={t('timeline.loading')}>
              <Skeleton variant="rounded" height={72} />
            </div>
          ) : isError || !data ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  {t('timeline.retry')}
                </Button>
              }
            >
              {t('timeline.failed')}
            </Alert>
          ) : (
            <ol
              aria-label={t('timeline.label', { tracking: order.tracking_id })}
              className="kd-timeline__list"
            >
              {data.events.map((e, i) => (
                <Step key={`${e.at}-${i}`} event={e} />
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </div>
  );
}
