import { Card } from 'antd';
import { asLatLng, PortalMap, type MapMarker } from 'shared/map';
import type { Order } from '../../../api/operations';
import { useStoreCenter } from '../../common/useStoreCenter';
import { orderDetailsMessages as m } from './messages';

/**
 * The delivery on the map (docs/decisions.md, 'Couriers that move'): the store, the customer and, while one rides for it, the courier where the
 * last refresh found them. The map opens on the view that holds the three (D15) and stays as it is between
 * refreshes; only the courier's marker moves.
 */
export function DeliveryMap({ order, height = 320 }: { order: Order; height?: number }) {
  const store = useStoreCenter();
  const customer = asLatLng(order.address);
  const courier = asLatLng(order.delivery?.courier_position);
  // Markers keep their ids from one refresh to the next, so the map moves them instead of drawing new ones.
  const markers: MapMarker[] = [
    ...(store ? [{ id: 'store', position: store, kind: 'store' as const, label: m.mapStore }] : []),
    ...(customer ? [{ id: 'customer', position: customer, kind: 'destination' as const, label: m.mapCustomer }] : []),
    ...(courier ? [{ id: 'courier', position: courier, kind: 'courier' as const, label: order.delivery?.courier_name || m.mapCourier }] : []),
  ];
  const center = courier ?? customer ?? store;
  if (!center) return null;
  return (
    <Card title={m.mapTitle} styles={{ body: { padding: 0, overflow: 'hidden', borderRadius: '0 0 8px 8px' } }}>
      <PortalMap center={center} markers={markers} label={m.mapTitle} height={height} fit />
    </Card>
  );
}
