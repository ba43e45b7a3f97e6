// Mukta's regular Devanagari face for English pages, declared once the page has loaded (main.tsx).
import './devanagari-face.css';
