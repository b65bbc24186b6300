import { useMemo } from 'react';
import { Alert, Card, Typography } from 'antd';
import { useStoreScope } from 'shared/data';
import { asLatLng, PortalMap, type MapMarker } from 'shared/map';
import { useStoreCenter } from '../common/useStoreCenter';
import { homeMessages as m } from './messages';
import { useNearbyCouriers } from './useNearbyCouriers';

/**
 * 'Entregadores na sua região' (docs/spec/part-1-signin-dashboard-delivery.md §2): the map centred on the store (zoom 16) with the store and the
 * nearby couriers, moving as they ride on each refresh without the map being drawn anew (the merchant's pan and
 * zoom stay). Google's map with a configured key, open map tiles otherwise. A store without coordinates gets the
 * couriers as a list.
 */
export function CouriersMap() {
  const center = useStoreCenter();
  const store = useStoreScope();
  const { couriers, failed } = useNearbyCouriers();
  const markers = useMemo<MapMarker[]>(
    () => [
      ...(center ? [{ id: 'store', position: center, kind: 'store' as const, label: m.mapStoreMarker }] : []),
      ...couriers.map((c, i) => ({ id: c.uuid ?? `${c.name}-${i}`, position: asLatLng(c)!, kind: 'courier' as const, label: c.name })),
    ],
    [center, couriers],
  );

  return (
    <Card title={m.mapTitle}>
      {failed ? (
        <Alert type={couriers.length ? 'warning' : 'error'} title={couriers.length ? m.mapStale : m.mapLoadError} showIcon style={{ marginBottom: 12 }} />
      ) : null}
      {center ? (
        // Another store opens the map on that store.
        <PortalMap key={store} center={center} markers={markers} label={m.mapTitle} />
      ) : (
        <section aria-label={m.mapNoStoreTitle}>
          <Typography.Text strong>{m.mapNoStoreTitle}</Typography.Text>
          <Typography.Paragraph type="secondary">{m.mapNoStoreBody}</Typography.Paragraph>
          {couriers.length ? (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {couriers.map((c, i) => (
                <li key={c.uuid ?? `${c.name}-${i}`}>{c.name}</li>
              ))}
            </ul>
          ) : (
            <Typography.Text type="secondary">{m.mapNoCouriers}</Typography.Text>
          )}
        </section>
      )}
    </Card>
  );
}
