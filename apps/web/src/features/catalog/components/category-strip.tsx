import type { Category } from '@kandamul/domain';
import { Box } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { expandMore } from '../../../components/ui/icons';
import { Text } from '../../../components/ui/text';
import { useGetFeaturedCategoriesQuery } from '../api/get-featured-categories';

// The dropdown (with its positioning engine, Popper.js, 9 KB) is fetched when a shopper reaches for the
// strip, not with every page: most visits never open a subcategory list.
const loadMenu = () => import('./category-menu');
const CategoryMenu = lazy(loadMenu);
const preloadMenu = () => void loadMenu();

// The loaded strip is this tall; loading and error states keep the same height so the page below
// does not jump when the categories arrive (a layout shift Lighthouse counted on every page).
const STRIP_HEIGHT = 97;
const stripFrame = {
  minHeight: STRIP_HEIGHT,
  bgcolor: 'background.paper',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

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
      <Box sx={stripFrame}>
        <Text role="status" sx={{ px: 2, py: 1.5, maxWidth: 1280, mx: 'auto' }}>
          {t('categories.loading')}
        </Text>
      </Box>
    );
  }
  if (error) {
    const message = 'message' in error && error.message ? error.message : t('categories.unknownError');
    return (
      <Box sx={stripFrame}>
        <Text role="alert" color="error" sx={{ px: 2, py: 1.5, maxWidth: 1280, mx: 'auto' }}>
          {t('categories.error', { message })}
        </Text>
      </Box>
    );
  }
  const categories: Category[] = data ?? [];
  return (
    <Box
      component="nav"
      data-category-strip
      aria-label={t('categories.label')}
      sx={stripFrame}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          px: 1,
          py: 1,
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          maxWidth: 1280,
          mx: 'auto',
          scrollbarWidth: 'thin',
        }}
      >
        {categories.map((c) => {
          const hasSubs = c.subcategories.length > 0;
          const isOpen = open?.id === c.id;
          return (
            <Box
              component="li"
              key={c.id}
              sx={{ position: 'relative', flex: '0 0 auto' }}
              onMouseEnter={() => hasSubs && hoverOpen(c.id)}
              onMouseLeave={() => hasSubs && hoverClose(c.id)}
            >
              <Box
                sx={{ display: 'flex', alignItems: 'center' }}
                ref={(el: HTMLElement | null) => {
                  if (el) anchors.current.set(c.id, el);
                }}
              >
                <Button
                  onClick={() => go(c)}
                  color="inherit"
                  sx={{ flexDirection: 'column', gap: 0.5, minWidth: 88, px: 1 }}
                >
                  <Box
                    component="img"
                    src={c.image}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    sx={{ borderRadius: '50%', objectFit: 'cover', bgcolor: 'action.hover' }}
                    onError={(e) => {
                      (e.currentTarget as HTMLImageElement).src = '/default-image.svg';
                    }}
                  />
                  <Text variant="body2" as="span" sx={{ lineHeight: 1.2 }}>
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
                    sx={{ minWidth: 44, minHeight: 44, px: 0 }}
                    color="inherit"
                  >
                    <Icon path={expandMore} size="small" />
                  </Button>
                )}
              </Box>
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
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
