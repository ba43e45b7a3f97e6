import type { CSSProperties } from 'react';

/** The Kandamul mark (a leaf over a root) with the word in English and Nepali; text uses the page font. */
export function Logo({ height = 40 }: { height?: number }) {
  return (
    <span className="kd-logo" style={{ '--kd-logo-height': `${height}px` } as CSSProperties}>
      <svg width={height * 0.8} height={height} viewBox="0 0 40 50" aria-hidden="true" focusable="false">
        <path
          d="M20 2c-8 5-12 13-10.5 21.5C10.8 29.5 14.6 33 20 36.5c5.4-3.5 9.2-7 10.5-13C32 15 28 7 20 2z"
          fill="#6aa84f"
        />
        <path d="M20 9v27" stroke="#1b4020" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M20 20l-6-5M20 27l6-5" stroke="#1b4020" strokeWidth="2" strokeLinecap="round" />
        <ellipse cx="20" cy="42" rx="7" ry="5" fill="#c8791e" />
      </svg>
      <span className="kd-logo__words">
        <span className="kd-logo__name">Kandamul</span>
        {/* Turmeric itself is 4:1 on white, under WCAG's 4.5:1 for text this small: its dark shade. */}
        <span lang="ne" className="kd-logo__nepali">
          कन्दमूल
        </span>
      </span>
    </span>
  );
}
