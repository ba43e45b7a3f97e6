import type { Paginated, ProductSummary } from '@kandamul/domain';

export { LIST_PAGE_SIZE } from '@kandamul/domain';

/** SPEC §7: list calls accept an array or a body with results; both become a page. */
export function toProductPage(
  body: ProductSummary[] | Partial<Paginated<ProductSummary>>,
): Paginated<ProductSummary> {
  if (Array.isArray(body)) return { count: body.length, next: null, previous: null, results: body };
  const results = body.results ?? [];
  return {
    count: body.count ?? results.length,
    next: body.next ?? null,
    previous: body.previous ?? null,
    results,
  };
}

/** Infinite-query paging shared by the listings: the next page exists while the body names one. */
export const pageParams = {
  initialPageParam: 1,
  getNextPageParam: (last: Paginated<ProductSummary>, _all: unknown, lastParam: number) =>
    last.next ? lastParam + 1 : undefined,
};
