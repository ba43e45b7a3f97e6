import 'react-toastify/dist/ReactToastify.css';
import { type CSSProperties, useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { SHOP_FONT_FAMILY } from '../shop-font';
import { markToastContainerReady } from './toast';

// react-toastify's own stylesheet sets a system font; messages are in the shop's type like the page.
const shopFont = { '--toastify-font-family': SHOP_FONT_FAMILY } as CSSProperties;

/** SPEC: messages top-right, 5000 ms, pause on hover and when the window loses focus. */
export default function Toasts({ theme }: { theme: 'light' | 'dark' }) {
  useEffect(() => markToastContainerReady(), []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggablePercent={80}
      hotKeys={(e) => e.altKey && e.code === 'KeyT'}
      theme={theme}
      style={shopFont}
    />
  );
}
