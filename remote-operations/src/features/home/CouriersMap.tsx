import { useId, useMemo, useState } from 'react';
import { Alert, Card, Flex, Grid, Segmented, Typography } from 'antd';
import { useStoreScope } from 'shared/data';
import { asLatLng, PortalMap, type MapMarker } from 'shared/map';
import { useStoreCenter } from '../common/useStoreCenter';
import { CouriersMapList, listedCouriers } from './CouriersMapList';
import { homeMessages as m } from './messages';
import { useNearbyCouriers } from './useNearbyCouriers';

type View = 'map' | 'list';
/** Beside the map, the list is no taller than the map (360 px, shared/map) under its count line. */
const LIST_BESIDE_MAP_HEIGHT = 320;

/**
 * 'Entregadores na sua região' (docs/spec/part-1-signin-dashboard-delivery.md §2): the map centred on the store (zoom 16) with the store and the
 * nearby couriers, moving as they ride on each refresh without the map being drawn anew (the merchant's pan and
 * zoom stay). Google's map with a configured key, open map tiles otherwise. A store without coordinates gets the
 * couriers as a list.
 *
 * The map's pins cannot be reached by the keyboard nor the map moved with it, so the same couriers are also a list
 * (name, distance to the store) named by their count: beside the map on a wide screen; on a narrow one 'Mapa' /
 * 'Lista' switch between the two so the card stays one map high. The map stays drawn while hidden (its pan and zoom).
 */
export function CouriersMap() {
  const center = useStoreCenter();
  const store = useStoreScope();
  const { couriers, failed, pending } = useNearbyCouriers();
  // Before the first measure antd reports no breakpoint: the desktop's layout until then, as the portal's frame.
  const wide = Grid.useBreakpoint().lg !== false;
  const [view, setView] = useState<View>('map');
  const countId = useId();
  const markers = useMemo<MapMarker[]>(
    () => [
      ...(center ? [{ id: 'store', position: center, kind: 'store' as const, label: m.mapStoreMarker }] : []),
      ...couriers.map((c, i) => ({ id: c.uuid ?? `${c.name}-${i}`, position: asLatLng(c)!, kind: 'courier' as const, label: c.name })),
    ],
    [center, couriers],
  );
  // Nothing to count before the first answer, nor when the only answer was the load error.
  const counted = !pending && !(failed && !couriers.length);
  const count = counted ? (
    <Typography.Text id={countId} type="secondary">
      {couriers.length ? m.mapCount(couriers.length) : m.mapNoCouriers}
    </Typography.Text>
  ) : null;
  const listed = useMemo(() => listedCouriers(couriers, center), [couriers, center]);
  // Beside the map (wide) no taller than it; alone in the card (narrow) as tall as it is.
  const list = couriers.length ? <CouriersMapList couriers={listed} labelledBy={countId} maxHeight={wide ? LIST_BESIDE_MAP_HEIGHT : undefined} /> : null;
  const listOnly = !wide && view === 'list' && !!list;
  // The list's column is kept while the first answer comes, so the map does not narrow under the eyes.
  const besideList = pending || counted;

  return (
    <Card title={m.mapTitle}>
      {failed ? (
        <Alert type={couriers.length ? 'warning' : 'error'} title={couriers.length ? m.mapStale : m.mapLoadError} showIcon style={{ marginBottom: 12 }} />
      ) : null}
      {center ? (
        <div
          style={{
            display: 'grid',
            gap: 16,
            gridTemplateColumns: wide && besideList ? 'minmax(0, 1fr) minmax(220px, 280px)' : 'minmax(0, 1fr)',
            alignItems: 'start',
          }}
        >
          {!wide && count ? (
            <Flex justify="space-between" align="center" wrap gap={8}>
              {count}
              {list ? (
                <Segmented<View>
                  aria-label={m.mapViewLabel}
                  value={view}
                  onChange={setView}
                  options={[
                    { label: m.mapViewMap, value: 'map' },
                    { label: m.mapViewList, value: 'list' },
                  ]}
                />
              ) : null}
            </Flex>
          ) : null}
          <div hidden={listOnly}>
            {/* Another store opens the map on that store. */}
            <PortalMap key={store} center={center} markers={markers} label={m.mapTitle} pinsListed={wide && !!list} />
          </div>
          {wide && besideList ? (
            <Flex vertical gap={8}>
              {count}
              {list}
            </Flex>
          ) : null}
          {listOnly ? list : null}
        </div>
      ) : (
        <section aria-label={m.mapNoStoreTitle}>
          <Typography.Text strong>{m.mapNoStoreTitle}</Typography.Text>
          <Typography.Paragraph type="secondary">{m.mapNoStoreBody}</Typography.Paragraph>
          {couriers.length ? <CouriersMapList couriers={listed} /> : <Typography.Text type="secondary">{m.mapNoCouriers}</Typography.Text>}
        </section>
      )}
    </Card>
  );
}
