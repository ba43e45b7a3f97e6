import { type Order, type OrderTimelineEvent, slotTimes } from '@kandamul/domain';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import '../../../lib/i18n/texts/orders';
import { useDateFormat } from '../../../lib/dates/use-date-format';
import { useGetOrderEventsQuery } from '../api/get-order-events';

/** The Nepal clock time of an instant ('14:05'): the shop's times are Nepal times wherever one is. */
const nepalClock = (at: string) => slotTimes({ starts_at: at, ends_at: at }).start;

function Step({ event }: { event: OrderTimelineEvent }) {
  const { t } = useTranslation('orders');
  const formatDate = useDateFormat();
  const label = t(`timeline.status.${event.status}`);
  return (
    <Box component="li" sx={{ position: 'relative', pl: 2.5, pb: 1.25, '&:last-of-type': { pb: 0 } }}>
      {/* The dot and line are decoration: the list's order already says what came first. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: 0,
          top: 6,
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'primary.main',
        }}
      />
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {label}
        {event.rider_name ? ` · ${t('timeline.rider', { name: event.rider_name })}` : ''}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        <time dateTime={event.at}>
          {formatDate(event.at)}, {nepalClock(event.at)}
        </time>
        {event.status === 'Cancelled' ? ` · ${t(`timeline.by.${event.by}`)}` : ''}
      </Typography>
      {event.reason ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('timeline.reason', { reason: event.reason })}
        </Typography>
      ) : null}
      {event.status === 'Cancelled' && event.by === 'system' ? (
        <Typography variant="body2">{t('timeline.expired')}</Typography>
      ) : null}
    </Box>
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
    <Box sx={{ mt: 1.5 }}>
      <Button
        variant="text"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        sx={{ minHeight: 44, px: 0 }}
      >
        {open ? t('timeline.hide') : t('timeline.show')}
      </Button>
      {open ? (
        <Box id={id} sx={{ mt: 1 }}>
          {isLoading ? (
            <Skeleton variant="rounded" height={72} aria-label={t('timeline.loading')} />
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
            <Box
              component="ol"
              aria-label={t('timeline.label', { tracking: order.tracking_id })}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                borderLeft: 2,
                borderColor: 'divider',
                ml: '4px',
                '& > li > div[aria-hidden]': { left: '-6px' },
              }}
            >
              {data.events.map((e, i) => (
                <Step key={`${e.at}-${i}`} event={e} />
              ))}
            </Box>
          )}
        </Box>
      ) : null}
    </Box>
  );
}
