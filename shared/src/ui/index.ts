// The spinner and the plain kit come from the `shared` entry (one copy on the page, the host's): import them from 'shared'.
export * from './TextInput';
export * from './PlaceSearch';
export * from './DateInput';
export * from './PortalModal';
export * from './safeHref';
export { RemoteErrorBoundary } from '../app/RemoteErrorBoundary';
export * from './focusFirstField';
export * from './usePanelSize';
export * from './useMediaQuery';
export * from './PanelFooter';
export * from './FilterDrawer';
export * from './tapTarget';
export * from './PageTitle';
export * from './PermissionGate';
export * from './VisuallyHidden';
// The host's (a remote takes them from 'shared/table', the host's copy: see antdIcon.tsx).
export { CLEAR_CHOICE, CLEAR_FIELD, STATUS_ICON, STEP_ICON } from './antdIcon';
