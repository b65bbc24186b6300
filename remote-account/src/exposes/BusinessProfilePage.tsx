export { default } from '../features/business-profile/BusinessProfilePage';
