export { default } from '../features/order-alerts/OrderAlerts';
