export { default } from '../features/couriers/CourierFormPage';
