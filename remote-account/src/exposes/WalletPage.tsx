export { default } from '../features/wallet/WalletPage';
