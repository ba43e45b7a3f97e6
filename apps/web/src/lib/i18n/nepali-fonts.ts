// Mukta's Devanagari faces (about 100 KB each) in all three weights are fetched only when a shopper
// reads the shop in Nepali. In English mode the few Devanagari words (secondary titles, the logo, the
// language switch) use styles/devanagari-face.css: the device's Devanagari font if it has one, else
// Mukta's regular face alone.
import '@fontsource/mukta/devanagari-400.css';
import '@fontsource/mukta/devanagari-600.css';
import '@fontsource/mukta/devanagari-700.css';
