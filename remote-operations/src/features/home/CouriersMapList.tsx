import { Flex, Typography } from 'antd';
import { asLatLng, type LatLng } from 'shared/map';
import type { NearbyCourier } from '../../api/operations';
import { formatKm } from '../common/format';
import { homeMessages as m } from './messages';

export interface ListedCourier {
  id: string;
  name: string;
  /** Straight-line distance to the store, when the store's position is known. */
  km?: number;
}

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine): the map shows how far a courier is, the list says it. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

/** The couriers as the list shows them: with their distance to `store` and nearest first when it is known. */
export function listedCouriers(couriers: NearbyCourier[], store: LatLng | null): ListedCourier[] {
  const listed = couriers.map((c, i) => ({
    id: c.uuid ?? `${c.name}-${i}`,
    name: c.name,
    km: store ? distanceKm(store, asLatLng(c)!) : undefined,
  }));
  return store ? listed.sort((a, b) => (a.km ?? 0) - (b.km ?? 0)) : listed;
}

/**
 * The map's couriers as a list, the map's text alternative for the keyboard and screen readers (WCAG 1.1.1, 2.1.1):
 * the full name (a pin shows the first name) and how far from the store, one line each. Named by the count above it.
 * With `maxHeight` (beside the map) it scrolls past that height, and takes the keyboard's focus to be scrolled.
 */
export function CouriersMapList({ couriers, labelledBy, maxHeight }: { couriers: ListedCourier[]; labelledBy?: string; maxHeight?: number }) {
  return (
    <ul
      aria-labelledby={labelledBy}
      tabIndex={maxHeight ? 0 : undefined}
      style={{ margin: 0, paddingLeft: 20, ...(maxHeight ? { maxHeight, overflowY: 'auto' } : null) }}
    >
      {couriers.map((c) => (
        <li key={c.id} style={{ padding: '2px 0' }}>
          <Flex justify="space-between" gap={8}>
            <Typography.Text>{c.name}</Typography.Text>
            {c.km === undefined ? null : (
              <Typography.Text type="secondary" style={{ flex: 'none' }}>
                {m.mapDistance(formatKm(c.km))}
              </Typography.Text>
            )}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
