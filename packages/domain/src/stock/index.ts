export * from './stock';
export * from './stock-csv';
