/**
 * The `shared` package: one instance in the whole portal (a Module Federation singleton).
 * Session store and persistence, HTTP client, domain rules, app providers and remote mounting.
 * UI kit pieces: 'shared/ui'. Input masks and validators: 'shared/masks'.
 */
export * from './session';
export * from './http';
export * from './domain';
export * from './app';
export * from './api';
export * from './config';
// The plain kit (no antd): the sign-in remote and the host draw the public screens with the one copy here.
export { plain, PlainStyles, SvgIcon, Spinner } from './ui/plain';
