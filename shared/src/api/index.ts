export * from './auth';
export * from './geo';
