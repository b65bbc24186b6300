export * from './money';
export * from './permissions';
export * from './constants';
export * from './period';
export { periodMessages } from './messages';
