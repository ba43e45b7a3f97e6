import type { ReactNode } from 'react';
import { classes } from './ui/classes';

/** One line of an order summary: label left, amount right; the total line is bold. */
export function SummaryRow({
  label,
  value,
  strong,
  testId,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  testId: string;
}) {
  return (
    <div className={classes('kd-summary-row', strong && 'kd-summary-row--strong')}>
      <p className="kd-text kd-body1">{label}</p>
      <p className="kd-text kd-body1 kd-summary-row__value" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
