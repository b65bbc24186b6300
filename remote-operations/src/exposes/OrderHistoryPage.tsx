export { default } from '../features/order-history/OrderHistoryPage';
