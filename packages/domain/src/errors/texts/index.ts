export * from './shopping';
export * from './account';
