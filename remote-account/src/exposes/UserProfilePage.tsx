export { default } from '../features/user-profile/UserProfilePage';
