export { PrintTicket } from './PrintTicket';
