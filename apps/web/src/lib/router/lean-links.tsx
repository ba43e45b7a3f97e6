// React Router's own <Link> carries the framework mode's route discovery and prefetching (its
// PrefetchPageLinks, the data router's revalidation rules) into every page that renders a link, which
// is every page: 5 KB gzip of the home page's first download that the shop never runs (it has no
// route modules to prefetch, docs/decisions/035). These are the same links for a declarative router:
// an <a> with the router's own href and click handling (`useHref`, `useLinkClickHandler`), so
// modified clicks, target="_blank", replace-on-same-address and history state behave as before.
// `react-router-lean.ts` puts them in the place of React Router's; nothing imports this file itself.
import { forwardRef, type MouseEvent } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';

// A scheme ("https:", "mailto:") or a protocol-relative "//host": a document navigation.
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    onClick,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition,
    // Framework-mode options the shop does not use: accepted and dropped, never rendered as attributes.
    prefetch: _prefetch,
    discover: _discover,
    mask: _mask,
    defaultShouldRevalidate: _revalidate,
    ...rest
  },
  ref,
) {
  const absolute = typeof to === 'string' && ABSOLUTE.test(to);
  const href = useHref(absolute ? '.' : to, { relative });
  const navigate = useLinkClickHandler(to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
  });
  const spa = !absolute && !reloadDocument;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a
      {...rest}
      ref={ref}
      href={absolute ? (to as string) : href}
      target={target}
      onClick={spa ? handleClick : onClick}
    />
  );
});

/** React Router's NavLink for a declarative router: `active` class and aria-current on its address. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  {
    'aria-current': ariaCurrent = 'page',
    caseSensitive = false,
    className = '',
    end = false,
    style,
    to,
    children,
    ...rest
  },
  ref,
) {
  const path = useResolvedPath(to, { relative: rest.relative });
  const location = useLocation();
  const fold = (s: string) => (caseSensitive ? s : s.toLowerCase());
  const here = fold(location.pathname);
  const target = fold(path.pathname);
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(renderProps)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined
      }
      style={typeof style === 'function' ? style(renderProps) : style}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  );
});
