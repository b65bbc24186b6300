export * from './AppProviders';
export * from './PersistGate';
export * from './RemoteErrorBoundary';
export * from './portalEvents';
export * from './messages';
export * from './theme';
export * from './signIn';
export * from './RevealAtOnce';
// A remote's mount() (and its standalone shell) is 'shared/mount': only an integrator's page loads it (docs/performance.md).
