import type { Banner } from '@kandamul/domain';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { Box, IconButton, useMediaQuery } from '@mui/material';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_IMAGE } from '../../../components/product-card';
import { useLocalized } from '../../../lib/i18n/use-localized';

/** SPEC §9: a new banner every 6000 ms; a swipe must travel 40 px. */
export const BANNER_INTERVAL_MS = 6000;
export const BANNER_SWIPE_THRESHOLD = 40;
// The seed's banners are 1600 × 600: the box keeps that ratio so nothing moves while they load.
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 600;

function BannerSlide({ banner, index, count }: { banner: Banner; index: number; count: number }) {
  const { t } = useTranslation('catalog');
  const { title } = useLocalized();
  const [broken, setBroken] = useState(false);
  const first = index === 0;
  const img = (
    <Box
      component="img"
      src={broken ? DEFAULT_IMAGE : banner.image}
      alt={title({ title: banner.title, nepali_title: banner.nepali_title })}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={first ? 'eager' : 'lazy'}
      decoding={first ? 'sync' : 'async'}
      {...(first ? { fetchPriority: 'high' as const } : {})}
      onError={() => setBroken(true)}
      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
  const link = banner.link ?? '';
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={t('banner.slide', { n: index + 1, count })}
      sx={{ flex: '0 0 100%', minWidth: 0, aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}` }}
    >
      {link.startsWith('/') ? (
        <RouterLink to={link} style={{ display: 'block', height: '100%' }}>
          {img}
        </RouterLink>
      ) : (
        img
      )}
    </Box>
  );
}

const controlSx = {
  bgcolor: 'rgba(255,255,255,0.85)',
  color: '#1f2a1c',
  '&:hover': { bgcolor: '#fff' },
} as const;

// On a phone the arrows would cover the headline: swipe and the indicators do their job there.
const sideArrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: { xs: 'none', sm: 'inline-flex' },
} as const;

/**
 * SPEC §2 banner carousel: fades to the next banner every 6000 ms, wraps around, has previous/next
 * controls and indicators, and pauses while the pointer or keyboard focus is on it. A visible
 * pause/play button serves keyboard users (and anyone who prefers things to stand still).
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('catalog');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const plugins = useMemo(
    () => [
      Fade(),
      Autoplay({
        delay: BANNER_INTERVAL_MS,
        playOnInit: false,
        stopOnInteraction: false,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    ],
    [],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true, dragThreshold: BANNER_SWIPE_THRESHOLD, duration: 30 },
    plugins,
  );
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !userPaused && !hovered && !focused && banners.length > 1;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, playing]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  if (banners.length === 0) return null;
  const many = banners.length > 1;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') prev();
        if (e.key === 'ArrowRight') next();
      }}
      sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}
    >
      <Box ref={viewportRef} sx={{ overflow: 'hidden' }} aria-live={playing ? 'off' : 'polite'}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
          {banners.map((b, i) => (
            <BannerSlide key={b.id} banner={b} index={i} count={banners.length} />
          ))}
        </Box>
      </Box>
      {many && (
        <>
          <IconButton
            aria-label={t('banner.previous')}
            onClick={prev}
            size="small"
            sx={{ ...controlSx, ...sideArrowSx, left: 8 }}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            aria-label={t('banner.next')}
            onClick={next}
            size="small"
            sx={{ ...controlSx, ...sideArrowSx, right: 8 }}
          >
            <ChevronRight />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              bottom: 0,
              left: 0,
              right: 0,
              display: 'flex',
              justifyContent: 'center',
              alignItems: 'center',
            }}
          >
            {banners.map((b, i) => (
              <Box
                key={b.id}
                component="button"
                type="button"
                aria-label={t('banner.goTo', { n: i + 1 })}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(i)}
                sx={{
                  width: { xs: 28, sm: 44 },
                  height: 44,
                  border: 0,
                  p: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::before': {
                    content: '""',
                    width: i === selected ? 22 : 10,
                    height: 10,
                    borderRadius: 5,
                    bgcolor: i === selected ? '#fff' : 'rgba(255,255,255,0.6)',
                    boxShadow: '0 0 0 1px rgba(0,0,0,0.35)',
                    transition: 'width .2s',
                  },
                }}
              />
            ))}
          </Box>
          <IconButton
            aria-label={userPaused ? t('banner.play') : t('banner.pause')}
            onClick={() => setUserPaused((p) => !p)}
            size="small"
            sx={{ ...controlSx, position: 'absolute', right: 8, bottom: 4 }}
          >
            {userPaused ? <PlayArrow /> : <Pause />}
          </IconButton>
        </>
      )}
    </Box>
  );
}
