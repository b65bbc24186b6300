import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Card, Typography } from 'antd';
import { googleMapsKey, useSelectedFranchiseStore, useUser } from 'shared';
import { operationsApi, type NearbyCourier } from '../../api/operations';
import { Spinner } from 'shared/ui';
import { homeMessages as m } from './messages';

const GoogleMapView = lazy(() => import(/* webpackChunkName: "google-map" */ './GoogleMapView'));

type LatLng = { lat: number; lng: number };
const asLatLng = (value: unknown): LatLng | null => {
  const v = value as { lat?: unknown; lng?: unknown } | null | undefined;
  const lat = Number(v?.lat);
  const lng = Number(v?.lng);
  return v && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
};

/** The store the map centres on: the selected franchise store, else the user's own. */
export function useStoreCenter(): LatLng | null {
  const store = useSelectedFranchiseStore();
  const user = useUser();
  return asLatLng(store?.address) ?? asLatLng(user?.address);
}

/**
 * 'Entregadores na sua região': a Google map centred on the store (zoom 16) with the nearby couriers.
 * Without a configured key it shows the same couriers as a list, with a clear note.
 */
export function CouriersMap({ reloadKey }: { reloadKey: string }) {
  const center = useStoreCenter();
  const [couriers, setCouriers] = useState<NearbyCourier[]>([]);
  const [failed, setFailed] = useState(false);
  const apiKey = googleMapsKey();

  useEffect(() => {
    let alive = true;
    setFailed(false);
    operationsApi
      .nearbyCouriers()
      .then(({ data }) => alive && setCouriers(Array.isArray(data?.data) ? data.data.filter((c) => asLatLng(c)) : []))
      .catch(() => {
        if (!alive) return;
        setCouriers([]);
        setFailed(true);
      });
    return () => {
      alive = false;
    };
  }, [reloadKey]);

  return (
    <Card title={m.mapTitle}>
      {failed ? <Alert type="error" title={m.mapLoadError} showIcon style={{ marginBottom: 12 }} /> : null}
      {apiKey && center ? (
        <Suspense fallback={<Spinner />}>
          <GoogleMapView apiKey={apiKey} center={center} couriers={couriers} />
        </Suspense>
      ) : (
        <section aria-label={m.mapNoKeyTitle}>
          <Typography.Text strong>{m.mapNoKeyTitle}</Typography.Text>
          <Typography.Paragraph type="secondary">{m.mapNoKeyBody}</Typography.Paragraph>
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
