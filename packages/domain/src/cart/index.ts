export * from './cart';
