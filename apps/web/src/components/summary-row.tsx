import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

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
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
