export * from './fixtures';
export * from './render';
export * from './online';
export * from './media';
