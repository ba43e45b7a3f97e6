/** SPEC §9: the fly-to-cart animation lasts about 0.8 s. */
export const FLY_DURATION_MS = 800;
/** The flying image is 80 % of the card image's size… */
export const FLY_START_SCALE = 0.8;
/** …and ends at half that size on the header cart icon. */
export const FLY_END_SCALE = 0.5;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Flies a copy of `source` to the header cart icon (`[data-testid="cart-count"]`) and resolves when it
 * lands. Resolves at once when there is nothing to animate: no image, no cart icon, reduced motion, or
 * a browser without the Web Animations API.
 */
export function flyToCart(source: HTMLImageElement | null | undefined): Promise<void> {
  const target = document.querySelector('[data-testid="cart-count"]');
  if (!source || !target || prefersReducedMotion() || typeof source.animate !== 'function') {
    return Promise.resolve();
  }
  const from = source.getBoundingClientRect();
  const to = target.getBoundingClientRect();
  if (from.width === 0 || to.width === 0) return Promise.resolve();

  const width = from.width * FLY_START_SCALE;
  const height = from.height * FLY_START_SCALE;
  const startX = from.left + (from.width - width) / 2;
  const startY = from.top + (from.height - height) / 2;
  const dx = to.left + to.width / 2 - (startX + width / 2);
  const dy = to.top + to.height / 2 - (startY + height / 2);

  const flyer = source.cloneNode() as HTMLImageElement;
  flyer.removeAttribute('srcset');
  flyer.alt = '';
  flyer.setAttribute('aria-hidden', 'true');
  Object.assign(flyer.style, {
    position: 'fixed',
    left: `${startX}px`,
    top: `${startY}px`,
    width: `${width}px`,
    height: `${height}px`,
    margin: '0',
    objectFit: 'cover',
    borderRadius: '12px',
    pointerEvents: 'none',
    zIndex: '2000',
    boxShadow: '0 6px 20px rgba(0,0,0,.25)',
  });
  document.body.appendChild(flyer);
  const animation = flyer.animate(
    [
      { transform: 'translate(0, 0) scale(1)', opacity: 1 },
      { transform: `translate(${dx}px, ${dy}px) scale(${FLY_END_SCALE / FLY_START_SCALE})`, opacity: 0.6 },
    ],
    { duration: FLY_DURATION_MS, easing: 'cubic-bezier(.5,-0.1,.7,1)', fill: 'forwards' },
  );
  return animation.finished.then(
    () => flyer.remove(),
    () => flyer.remove(),
  );
}
