// Mukta's Devanagari faces (about 100 KB each) are fetched only when a shopper reads the shop in Nepali.
// In English mode the few Devanagari words (secondary titles, the language switch) use the system's
// Devanagari face, so an English first visit on a slow connection does not wait for 300 KB of fonts.
import '@fontsource/mukta/devanagari-400.css';
import '@fontsource/mukta/devanagari-600.css';
import '@fontsource/mukta/devanagari-700.css';
