import type { PageQuery, Paginated } from '@kandamul/domain';

/** SQL OFFSET of a page. */
export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.page_size;
}

/** The same request URL (path and query, relative) with another page number. */
function withPage(url: string, page: number): string {
  const u = new URL(url, 'http://relative.invalid');
  u.searchParams.set('page', String(page));
  return u.pathname + u.search;
}

/**
 * A paginated body `{count, next, previous, results}`: next/previous are relative URLs of the same
 * request with the page changed, or null at either end. A page past the end points back to the last one.
 */
export function paginate<T>(url: string, query: PageQuery, count: number, results: T[]): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(count / query.page_size));
  return {
    count,
    next: query.page < lastPage ? withPage(url, query.page + 1) : null,
    previous: query.page > 1 ? withPage(url, Math.min(query.page - 1, lastPage)) : null,
    results,
  };
}
