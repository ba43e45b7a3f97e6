import type { ProductImage } from '@kandamul/domain';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { DEFAULT_IMAGE, failedBeforeHydration } from '../../../components/product-card';
import { classes } from '../../../components/ui/classes';

/** SPEC §9: the lens magnifies 1.8 times, and only on windows wider than 1085 px. */
export const ZOOM_FACTOR = 1.8;
export const ZOOM_MIN_WIDTH = 1085;
const THUMB_SIZE = 70;
const LENS_SIZE = 180;
const IMAGE_SIZE = 800;

interface Lens {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The detail page's pictures: the main image with a hover-zoom lens (desktop only) and a strip of
 * 70 px thumbnails that switch it. Broken images show the placeholder.
 */
export function ProductGallery({ images, alt }: { images: ProductImage[]; alt: string }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const [lens, setLens] = useState<Lens | null>(null);
  const [broken, setBroken] = useState<Record<string, boolean>>({});
  const list = images.length > 0 ? images : [{ image: DEFAULT_IMAGE, thumbnail_image: DEFAULT_IMAGE }];
  const current = list[Math.min(index, list.length - 1)]!;
  const src = broken[current.image] ? DEFAULT_IMAGE : current.image;

  // A different product brings different pictures: start again from the first.
  const key = images.map((i) => i.image).join('|');
  useEffect(() => setIndex(0), [key]);

  // The main picture of the server's HTML may have failed before hydration, unheard (product-card.tsx).
  const mainRef = useRef<HTMLImageElement>(null);
  const first = list[0]!.image;
  useEffect(() => {
    if (failedBeforeHydration(mainRef.current)) setBroken((b) => ({ ...b, [first]: true }));
  }, [first]);

  const onMove = (e: MouseEvent<HTMLElement>) => {
    if (window.innerWidth <= ZOOM_MIN_WIDTH) {
      setLens(null);
      return;
    }
    const r = e.currentTarget.getBoundingClientRect();
    setLens({ x: e.clientX - r.left, y: e.clientY - r.top, width: r.width, height: r.height });
  };

  return (
    <div className="kd-gallery">
      <div
        data-testid="main-image"
        onMouseMove={onMove}
        onMouseEnter={onMove}
        onMouseLeave={() => setLens(null)}
        className={classes('kd-gallery__main', lens && 'kd-gallery__main--zoom')}
      >
        <img
          ref={mainRef}
          src={src}
          alt={alt}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          fetchPriority="high"
          onError={() => setBroken((b) => ({ ...b, [current.image]: true }))}
          className="kd-gallery__image"
        />
        {lens && (
          <div
            data-testid="zoom-lens"
            aria-hidden="true"
            className="kd-gallery__lens"
            style={{
              width: LENS_SIZE,
              height: LENS_SIZE,
              left: lens.x - LENS_SIZE / 2,
              top: lens.y - LENS_SIZE / 2,
              backgroundImage: `url("${src}")`,
              backgroundSize: `${lens.width * ZOOM_FACTOR}px ${lens.height * ZOOM_FACTOR}px`,
              backgroundPosition: `${-(lens.x * ZOOM_FACTOR - LENS_SIZE / 2)}px ${-(lens.y * ZOOM_FACTOR - LENS_SIZE / 2)}px`,
            }}
          />
        )}
      </div>
      {list.length > 1 && (
        <div role="group" aria-label={t('detail.images')} className="kd-gallery__thumbs">
          {list.map((img, i) => (
            <button
              type="button"
              key={`${img.image}-${i}`}
              aria-label={t('detail.image', { n: i + 1 })}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
              className="kd-gallery__thumb"
            >
              <img
                src={broken[img.thumbnail_image] ? DEFAULT_IMAGE : img.thumbnail_image || img.image}
                alt=""
                width={THUMB_SIZE}
                height={THUMB_SIZE}
                loading="lazy"
                onError={() => setBroken((b) => ({ ...b, [img.thumbnail_image]: true }))}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
