export * from './discount';
export * from './voucher';
