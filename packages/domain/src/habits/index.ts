export * from './reviews';
export * from './preferences';
export * from './messages';
export * from './substitution';
