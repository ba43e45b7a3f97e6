export * from './accounts';
export * from './catalog';
export * from './shopping';
export * from './places';
export * from './orders';
export * from './invoices';
export * from './habits';
