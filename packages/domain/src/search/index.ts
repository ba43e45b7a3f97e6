export * from './search';
export * from './examples';
