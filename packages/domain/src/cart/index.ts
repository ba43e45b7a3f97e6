export * from './cart';
export * from './buy-again';
