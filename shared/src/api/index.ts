export * from './auth';
export * from './delivery';
export * from './operations';
export * from './account';
export * from './wallet';
