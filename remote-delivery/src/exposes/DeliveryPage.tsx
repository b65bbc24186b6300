export { default } from '../features/staging/DeliveryPage';
