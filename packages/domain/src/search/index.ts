export * from './search';
export * from './examples';
export * from './quantity';
export * from './transliterate';
export * from './typos';
