export { default } from '../features/staff-profiles/StaffProfilesPage';
