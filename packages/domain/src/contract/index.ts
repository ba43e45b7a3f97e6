export * from './common';
export * from './catalog-paths';
export * from './catalog';
export * from './listing';
export * from './addresses';
export * from './orders';
export * from './auth';
export * from './fixtures';
