export { default } from '../features/staff-profiles/CreateProfilePage';
