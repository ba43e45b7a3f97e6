// The public surface of @kandamul/domain: pure rules and contracts shared by the API and the storefront.
export * from './money';
export * from './errors';
export * from './discounts';
export * from './stock';
export * from './prices';
export * from './cart';
export * from './search';
export * from './validation';
export * from './contract';
export * from './delivery';
export * from './orders';
export * from './dates';
export * from './invoices';
export * from './payments';
export * from './slots';
export * from './units';
export * from './habits';
