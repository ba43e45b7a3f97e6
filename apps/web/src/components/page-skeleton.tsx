import { Box } from '@mui/material';
import { Skeleton } from './skeleton';

/** Shown while a page's code or data loads: the page's shape, not a spinner on a blank page. */
export function PageSkeleton() {
  return (
    <Box aria-busy="true" aria-live="polite" sx={{ py: 2 }}>
      <Skeleton variant="text" width="40%" height={40} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          gap: 2,
          mt: 2,
        }}
      >
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />
        ))}
      </Box>
    </Box>
  );
}
