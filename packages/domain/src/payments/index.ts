export * from './esewa';
export * from './outcomes';
export * from './attempt-status';
