export { default } from '../features/live-orders/OrdersPage';
