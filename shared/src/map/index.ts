/** The portal's map: 'shared/map', bundled by the apps that draw one (its libraries load with the map only). */
export { PortalMap } from './PortalMap';
export { asLatLng, type LatLng, type MapMarker, type MapViewProps } from './types';
