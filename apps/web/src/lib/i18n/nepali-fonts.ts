// Mukta's Devanagari faces in all three weights, fetched only when a shopper reads the shop in Nepali
// (about 100 KB each). In English mode the few Devanagari words (secondary titles, the logo, the
// language switch) use styles/devanagari-face.css: the device's Devanagari font if it has one, else
// Mukta's regular face alone.
import './nepali-fonts.css';
