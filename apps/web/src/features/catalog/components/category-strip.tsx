import type { Category } from '@kandamul/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { expandMore } from '../../../components/ui/icons';
import { Text } from '../../../components/ui/text';
import { useGetFeaturedCategoriesQuery } from '../api/get-featured-categories';

// The dropdown is fetched when a shopper reaches for the strip, not with every page: most visits never
// open a subcategory list.
const loadMenu = () => import('./category-menu');
const CategoryMenu = lazy(loadMenu);
const preloadMenu = () => void loadMenu();

// The loaded strip is this tall; loading and error states keep the same height so the page below
// does not jump when the categories arrive (a layout shift Lighthouse counted on every page).
// (97 px: styles/shop.css, .kd-strip.)

function localTitle(c: { title: string; nepali_title?: string }, nepali: boolean) {
  return nepali && c.nepali_title ? c.nepali_title : c.title;
}

/**
 * SPEC §2 category strip: each featured category with image and title; those with subcategories open a
 * dropdown on hover (and on focus or tap, for keyboards and phones); an outside click closes it.
 */
export function CategoryStrip() {
  const { t, i18n } = useTranslation();
  const nepali = i18n.language === 'ne';
  const navigate = useNavigate();
  const { data, error, isLoading } = useGetFeaturedCategoriesQuery();
  const [open, setOpenState] = useState<{ id: number; anchor: HTMLElement | null } | null>(null);
  const anchors = useRef(new Map<number, HTMLElement>());
  const setOpen = (id: number | null) =>
    setOpenState(id === null ? null : { id, anchor: anchors.current.get(id) ?? null });
  // Moving the pointer from a category into its dropdown (a portal) crosses a gap: close a moment later.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverOpen = (id: number) => {
    clearTimeout(closeTimer.current);
    setOpen(id);
  };
  const hoverClose = (id: number) => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpenState((o) => (o?.id === id ? null : o)), 150);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (open === null) return;
    const onDown = (e: MouseEvent | TouchEvent) => {
      // The dropdown lives in a portal, so 'inside' means inside the strip or inside a dropdown.
      if (!(e.target instanceof Element) || !e.target.closest('[data-category-strip]')) setOpen(null);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(null);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const go = (c: { id: number; title: string; nepali_title?: string }) => {
    setOpen(null);
    navigate(`/viewallca/${c.id}`, { state: { title: localTitle(c, nepali) } });
  };

  if (isLoading) {
    return (
      <div className="kd-strip">
        <Text role="status" className="kd-strip__message">
          {t('categories.loading')}
        </Text>
      </div>
    );
  }
  if (error) {
    const message = 'message' in error && error.message ? error.message : t('categories.unknownError');
    return (
      <div className="kd-strip">
        <Text role="alert" color="error" className="kd-strip__message">
          {t('categories.error', { message })}
        </Text>
      </div>
    );
  }
  const categories: Category[] = data ?? [];
  return (
    <nav
      data-category-strip
      aria-label={t('categories.label')}
      className="kd-strip"
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
    >
      <ul className="kd-strip__list">
        {categories.map((c) => {
          const hasSubs = c.subcategories.length > 0;
          const isOpen = open?.id === c.id;
          return (
            <li
              key={c.id}
              className="kd-strip__item"
              onMouseEnter={() => hasSubs && hoverOpen(c.id)}
              onMouseLeave={() => hasSubs && hoverClose(c.id)}
            >
              <div
                className="kd-strip__controls"
                ref={(el: HTMLElement | null) => {
                  if (el) anchors.current.set(c.id, el);
                }}
              >
                <Button onClick={() => go(c)} color="inherit" className="kd-strip__category">
                  <img
                    src={c.image}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="kd-strip__image"
                    onError={(e) => {
                      (e.currentTarget as HTMLImageElement).src = '/default-image.svg';
                    }}
                  />
                  <Text variant="body2" as="span" className="kd-strip__title">
                    {localTitle(c, nepali)}
                  </Text>
                </Button>
                {hasSubs && (
                  <Button
                    size="small"
                    aria-label={`${localTitle(c, nepali)}: ${t('header.menu')}`}
                    aria-expanded={isOpen}
                    aria-haspopup="true"
                    onClick={() => setOpen(isOpen ? null : c.id)}
                    // A 44 px touch target (WCAG 2.5.5), like every other control of the header.
                    className="kd-strip__more"
                    color="inherit"
                  >
                    <Icon path={expandMore} size="small" />
                  </Button>
                )}
              </div>
              {hasSubs && isOpen && (
                <Suspense fallback={null}>
                  <CategoryMenu
                    category={c}
                    anchor={open.anchor}
                    title={(s) => localTitle(s, nepali)}
                    onGo={go}
                    onMouseEnter={() => hoverOpen(c.id)}
                    onMouseLeave={() => hoverClose(c.id)}
                  />
                </Suspense>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
