import type { ProductSummary } from '@kandamul/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ProductCard } from '../../../components/product-card';
import { RenderWhenNear } from '../../../components/render-when-near';
import { LinkButton } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { IconButton } from '../../../components/ui/icon-button';
import { chevronLeft, chevronRight } from '../../../components/ui/icons';
import { Text } from '../../../components/ui/text';
import { UP, useMediaQuery } from '../../../lib/use-media-query';
import { useSwipe } from './use-swipe';

/** SPEC §9 carousel page size on a desktop; fewer fit on smaller screens. */
export const CAROUSEL_PAGE_SIZE = 6;

function usePerPage(): number {
  const lg = useMediaQuery(UP.lg);
  const md = useMediaQuery(UP.md);
  const sm = useMediaQuery(UP.sm);
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
    <section aria-labelledby={headingId} className="kd-carousel">
      <div className="kd-carousel__head">
        <Text id={headingId} variant="h2" className="kd-carousel__title">
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
      </div>
      <RenderWhenNear eager={priority} placeholder={<CardsPlaceholder perPage={perPage} />}>
        <div className="kd-carousel__rows">
          <ul
            aria-live="polite"
            {...swipe}
            className="kd-carousel__list"
            style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
          >
            {visible.map((p, i) => (
              <li key={p.id}>
                <ProductCard product={p} priority={priority && current === 0 && i < 2} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <>
              <IconButton
                aria-label={t('home.previous')}
                onClick={() => go(-1)}
                className="kd-carousel__arrow kd-carousel__arrow--left"
              >
                <Icon path={chevronLeft} />
              </IconButton>
              <IconButton
                aria-label={t('home.next')}
                onClick={() => go(1)}
                className="kd-carousel__arrow kd-carousel__arrow--right"
              >
                <Icon path={chevronRight} />
              </IconButton>
            </>
          )}
        </div>
      </RenderWhenNear>
    </section>
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
