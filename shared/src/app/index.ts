export * from './AppProviders';
export * from './PersistGate';
export * from './RemoteErrorBoundary';
export * from './mount';
export * from './messages';
export * from './theme';
export * from './signIn';
export * from './StandaloneShell';
