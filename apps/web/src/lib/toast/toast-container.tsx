import 'react-toastify/dist/ReactToastify.css';
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { markToastContainerReady } from './toast';

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
    />
  );
}
