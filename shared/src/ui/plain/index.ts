/**
 * The plain kit: the controls drawn before antd loads (the public screens, the loading state, a remote's fallback):
 * the kit's stylesheet and class names, antd's icons as plain SVG, the spinner. Exported by the shared package's entry
 * (one copy on the page, the host's: the sign-in remote draws with it and bundles none) and by 'shared/ui'. No antd
 * is reachable from here, so a page drawn with these alone neither loads nor offers antd.
 */
export { plain, PlainStyles } from './plainStyles';
export { SvgIcon } from './SvgIcon';
export { Spinner } from '../Spinner';
