export * from './fields';
export * from './auth';
export * from './profile';
export * from './picture';
export * from './phone';
export * from './address';
export * from './checkout';
