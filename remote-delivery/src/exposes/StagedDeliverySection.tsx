export { default } from '../features/staging/StagedDeliverySection';
