export * from './fields';
export * from './auth';
export * from './profile';
export * from './picture';
export * from './address';
export * from './checkout';
