export { default } from '../features/fleet-plans/FleetPlansPage';
