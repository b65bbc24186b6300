export { default } from '../features/legacy-builder/LegacyDeliveryPage';
