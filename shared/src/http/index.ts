export * from './client';
export * from './errors';
export * from './online';
