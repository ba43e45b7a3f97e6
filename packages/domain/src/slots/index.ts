export * from './slots';
export * from './contract';
