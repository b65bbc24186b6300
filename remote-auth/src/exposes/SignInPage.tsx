export { default } from '../features/sign-in/SignInPage';
