export * from './fixtures';
export * from './render';
