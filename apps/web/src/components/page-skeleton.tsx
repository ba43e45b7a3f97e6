import { Skeleton } from './skeleton';

/** Shown while a page's code or data loads: the page's shape, not a spinner on a blank page. */
export function PageSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite" className="kd-page-skeleton">
      <Skeleton variant="text" width="40%" height={40} />
      <div className="kd-page-skeleton__grid">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="rounded" className="kd-page-skeleton__card" />
        ))}
      </div>
    </div>
  );
}
