export * from './vat';
export * from './words';
