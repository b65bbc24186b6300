export { default } from '../features/order-details/OrderDetailsPage';
