export { CourierLocatorDialog, type CourierLocatorDialogProps } from './CourierLocatorDialog';
export { courierLocatorMessages } from './messages';
