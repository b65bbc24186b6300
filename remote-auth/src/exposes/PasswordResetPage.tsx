export { default } from '../features/password-reset/PasswordResetPage';
