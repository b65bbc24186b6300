export { default } from '../features/roles/RolesPage';
