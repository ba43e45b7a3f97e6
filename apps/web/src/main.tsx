// First: zod must know it runs without a JIT before any chunk that carries it is evaluated.
import './zod-jitless';
// The shop's font faces and the first screen's look, in the page's own stylesheet: the text is set in
// them from the first paint, before any script runs; each face is fetched only for the characters it
// covers. The look is not JavaScript: no styles are built while the page hydrates.
import './styles/shop-font.css';
import './styles/shop.css';
import { holdEarlyInput } from './ssr/early-input';
import { readServerState } from './ssr/server-state';

// The first module the page runs, and a small one. A page the server rendered is painted first, with
// its first screen's images, and only then is the storefront's code (React, the store, the page: most
// of the first download) fetched and run to hydrate it. On a slow connection the images would otherwise
// share the line with 200 KB of scripts, and on a slow phone scripts that ran before the first paint
// would hold it back. A page left to the browser starts at once: there is nothing to paint before.
const fromServer = readServerState();

function afterFirstPaint(run: () => void) {
  // A frame is painted between the two callbacks.
  requestAnimationFrame(() => requestAnimationFrame(run));
}

/**
 * The page's own chunk comes with the app's, not after it (the router would ask for it only later).
 * The links go into the head in one insertion: one by one, each cost Chromium about 0.8 ms of main
 * thread (a signed-in checkout names 30 chunks: a 28 ms task, 250 ms on a low-tier phone), together
 * about a quarter of that.
 */
function preloadScripts(hrefs: string[]) {
  const links = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    links.append(link);
  }
  document.head.append(links);
}

/**
 * An English page's few Devanagari words (the logo's, the language switch) are drawn in the device's
 * Devanagari font until the page has been taken over; then, when the browser is idle, the shop's face is
 * declared (decision 059): declared earlier, its fetch and the restyle of every text in Mukta it brings
 * fell in the first paint or the hydration. In Nepali the i18n module declares Mukta's own faces, which
 * this one (the device's font first) must not follow.
 */
function declareDevanagariFace() {
  const declare = () => {
    // Offline, the device's font stays.
    if (document.documentElement.lang !== 'ne') import('./styles/devanagari-face').catch(() => undefined);
  };
  // Safari has no requestIdleCallback.
  if ('requestIdleCallback' in window) requestIdleCallback(declare, { timeout: 2000 });
  else setTimeout(declare, 200);
}

const early = fromServer ? holdEarlyInput() : undefined;
const release = () => {
  early?.release();
  declareDevanagariFace();
};
const start = () =>
  void import('./boot').then(
    (app) => {
      app.start(fromServer, release);
      if (!fromServer) declareDevanagariFace();
    },
    (error: unknown) => {
      // The code did not arrive (a dropped connection): the page stays readable, links and the
      // search work, and held taps are let go rather than kept.
      release();
      console.error('kandamul: the storefront could not load', error);
    },
  );

if (fromServer) {
  afterFirstPaint(() => {
    preloadScripts(fromServer.scripts);
    start();
  });
} else {
  start();
}
