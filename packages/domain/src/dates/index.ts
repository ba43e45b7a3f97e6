export * from './calendar';
export * from './display';
