export { default } from '../features/live-orders/details/OrderDetailsPage';
