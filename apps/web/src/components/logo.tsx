import { Box } from '@mui/material';

/** The Kandamul mark (a leaf over a root) with the word in English and Nepali; text uses the page font. */
export function Logo({ height = 40 }: { height?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'primary.main' }}>
      <svg width={height * 0.8} height={height} viewBox="0 0 40 50" aria-hidden="true" focusable="false">
        <path
          d="M20 2c-8 5-12 13-10.5 21.5C10.8 29.5 14.6 33 20 36.5c5.4-3.5 9.2-7 10.5-13C32 15 28 7 20 2z"
          fill="#6aa84f"
        />
        <path d="M20 9v27" stroke="#1b4020" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M20 20l-6-5M20 27l6-5" stroke="#1b4020" strokeWidth="2" strokeLinecap="round" />
        <ellipse cx="20" cy="42" rx="7" ry="5" fill="#c8791e" />
      </svg>
      <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1 }}>
        <Box component="span" sx={{ fontWeight: 700, fontSize: height * 0.5, lineHeight: 1.05 }}>
          Kandamul
        </Box>
        <Box
          component="span"
          lang="ne"
          sx={{
            fontSize: height * 0.3,
            // Turmeric itself is 4:1 on white, under WCAG's 4.5:1 for text this small: its dark shade.
            color: (theme) =>
              theme.palette.mode === 'light' ? theme.palette.secondary.dark : theme.palette.secondary.main,
            lineHeight: 1.1,
          }}
        >
          कन्दमूल
        </Box>
      </Box>
    </Box>
  );
}
