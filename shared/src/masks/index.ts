export * from './masks';
export * from './validators';
