export * from './types';
export * from './store';
export * from './actions';
export * from './events';
export * from './persistence';
export * from './hooks';
export * from './ownership';
export * from './allStores';
