export * from './codes';
export * from './api-error';
export * from './messages';
