import { PAGE_ROUTES, SERVER_RENDERED_PAGES } from '@kandamul/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SERVER_RENDERED_ROUTES } from '../ssr/prefetch';
import { routes } from './router';

function paths(list: RouteObject[]): string[] {
  return list.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);
}

describe('the page routes the server relies on', () => {
  it('are routes of the router, so the server never renders or hints an address the app has not', () => {
    const routed = paths(routes);
    expect(SERVER_RENDERED_PAGES.map((p) => PAGE_ROUTES[p]).filter((p) => !routed.includes(p))).toEqual([]);
    expect(Object.values(PAGE_ROUTES).filter((p) => !routed.includes(p))).toEqual([]);
    expect(SERVER_RENDERED_ROUTES).toEqual(SERVER_RENDERED_PAGES.map((p) => PAGE_ROUTES[p]));
  });
});
