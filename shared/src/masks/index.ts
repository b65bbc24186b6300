export * from './masks';
export * from './validators';
export * from './MaskedInput';
