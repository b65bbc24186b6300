export { default } from '../features/couriers/CouriersPage';
