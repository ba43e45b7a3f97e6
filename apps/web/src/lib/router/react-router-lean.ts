// What the storefront gets when it imports 'react-router' (vite.config.ts points the name here): all of
// React Router, with its Link and NavLink replaced by lean-links.tsx's (why: that file). A local export
// takes precedence over the same name from `export *`.
export * from 'react-router';
export { Link, NavLink } from './lean-links';
