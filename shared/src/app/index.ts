export * from './AppProviders';
export * from './PersistGate';
export * from './RemoteErrorBoundary';
export * from './mount';
export * from './portalEvents';
export * from './messages';
export * from './theme';
export * from './signIn';
// StandaloneShell comes from './mount', loaded only by a remote running standalone (docs/performance.md).
