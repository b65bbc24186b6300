export * from './money';
export * from './permissions';
export * from './constants';
