import type { ProductSummary } from '@kandamul/domain';
import { Box, useTheme } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ProductCard } from '../../../components/product-card';
import { RenderWhenNear } from '../../../components/render-when-near';
import { LinkButton } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { IconButton } from '../../../components/ui/icon-button';
import { chevronLeft, chevronRight } from '../../../components/ui/icons';
import { Text } from '../../../components/ui/text';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useSwipe } from './use-swipe';

/** SPEC §9 carousel page size on a desktop; fewer fit on smaller screens. */
export const CAROUSEL_PAGE_SIZE = 6;

function usePerPage(): number {
  const theme = useTheme();
  const lg = useMediaQuery(theme.breakpoints.up('lg'));
  const md = useMediaQuery(theme.breakpoints.up('md'));
  const sm = useMediaQuery(theme.breakpoints.up('sm'));
  return lg ? CAROUSEL_PAGE_SIZE : md ? 4 : sm ? 3 : 2;
}

interface ProductCarouselProps {
  title: string;
  products: ProductSummary[];
  /** Where 'View All' goes, with the title in navigation state (SPEC §2). */
  viewAll: { to: string; state?: unknown };
  /** The first carousel on the page loads its first images eagerly. */
  priority?: boolean;
}

/**
 * A home-page carousel (SPEC §2): a page of products at a time (6 on a desktop, 2 on a phone),
 * previous/next arrows that wrap around, swipe on touch screens, and 'View All'. Hidden when empty.
 */
export function ProductCarousel({ title, products, viewAll, priority = false }: ProductCarouselProps) {
  const { t } = useTranslation('catalog');
  const perPage = usePerPage();
  const pages = Math.max(1, Math.ceil(products.length / perPage));
  const [page, setPage] = useState(0);
  const current = page % pages; // a resize may leave fewer pages than before
  const headingId = useId();
  const go = (delta: number) => setPage((current + delta + pages) % pages);
  const swipe = useSwipe(go);

  if (products.length === 0) return null;

  const visible = products.slice(current * perPage, current * perPage + perPage);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: { xs: 3, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Text id={headingId} variant="h2" sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Text>
        <LinkButton
          to={viewAll.to}
          state={viewAll.state}
          aria-label={t('home.viewAllOf', { title })}
          endIcon={<Icon path={chevronRight} />}
        >
          {t('home.viewAll')}
        </LinkButton>
      </Box>
      <RenderWhenNear eager={priority} placeholder={<CardsPlaceholder perPage={perPage} />}>
        <Box sx={{ position: 'relative' }}>
          <Box
            component="ul"
            aria-live="polite"
            {...swipe}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))`,
              gap: { xs: 1.25, sm: 2 },
              touchAction: 'pan-y',
            }}
          >
            {visible.map((p, i) => (
              <li key={p.id}>
                <ProductCard product={p} priority={priority && current === 0 && i < 2} />
              </li>
            ))}
          </Box>
          {pages > 1 && (
            <>
              <IconButton aria-label={t('home.previous')} onClick={() => go(-1)} sx={arrowSx('left')}>
                <Icon path={chevronLeft} />
              </IconButton>
              <IconButton aria-label={t('home.next')} onClick={() => go(1)} sx={arrowSx('right')}>
                <Icon path={chevronRight} />
              </IconButton>
            </>
          )}
        </Box>
      </RenderWhenNear>
    </Box>
  );
}

/** About the room a row of cards takes (square image, title, price, button), for the row not built yet. */
function CardsPlaceholder({ perPage }: { perPage: number }) {
  return (
    <div
      aria-hidden="true"
      style={{ display: 'grid', gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))`, gap: 16 }}
    >
      {Array.from({ length: perPage }, (_, i) => (
        <div key={i} style={{ aspectRatio: '1 / 1', marginBottom: 150 }} />
      ))}
    </div>
  );
}

function arrowSx(side: 'left' | 'right') {
  return {
    position: 'absolute',
    top: '35%',
    [side]: { xs: -6, md: -18 },
    transform: 'translateY(-50%)',
    zIndex: 2,
    bgcolor: 'background.paper',
    boxShadow: 3,
    '&:hover': { bgcolor: 'background.paper' },
  } as const;
}
