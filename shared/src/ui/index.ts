export * from './Spinner';
export * from './TextInput';
export * from './DateInput';
export * from './PortalModal';
export * from './TagList';
export * from './safeHref';
export { RemoteErrorBoundary } from '../app/RemoteErrorBoundary';
export * from './focusFirstField';
export * from './ResponsiveTable';
