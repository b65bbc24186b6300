export { ShareTracking } from './ShareTracking';
