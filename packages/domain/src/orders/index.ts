export * from './roles';
export * from './machine';
export * from './order-status';
export * from './payment-status';
export * from './timeline';
