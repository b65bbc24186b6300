import { lazy, Suspense } from 'react';
import { Card, Typography } from 'antd';
import { Spinner, safeHref } from 'shared/ui';
import { googleMapsKey } from 'shared';
import { businessMessages as m } from './messages';

const GoogleStoreMap = lazy(() => import(/* webpackChunkName: "google-map" */ './GoogleStoreMap'));

/** The store on a map; without a configured key (or coordinates), its address and an OpenStreetMap link. */
export function StoreMap({ lat, lng, address }: { lat: unknown; lng: unknown; address: string }) {
  const center = Number.isFinite(Number(lat)) && Number.isFinite(Number(lng)) && lat !== null && lng !== null ? { lat: Number(lat), lng: Number(lng) } : null;
  const apiKey = googleMapsKey();
  const osm = center ? safeHref(`https://www.openstreetmap.org/?mlat=${center.lat}&mlon=${center.lng}#map=17/${center.lat}/${center.lng}`) : undefined;
  return (
    <Card size="small" title={m.mapTitle}>
      {apiKey && center ? (
        <Suspense fallback={<Spinner />}>
          <GoogleStoreMap apiKey={apiKey} center={center} label={m.mapStoreMarker} />
        </Suspense>
      ) : (
        <section aria-label={m.mapNoKeyTitle}>
          <Typography.Text strong>{m.mapNoKeyTitle}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
            {m.mapNoKeyBody}
          </Typography.Paragraph>
          <Typography.Paragraph>{address}</Typography.Paragraph>
          {osm ? (
            <a href={osm} target="_blank" rel="noopener noreferrer">
              {m.mapOpen}
            </a>
          ) : null}
        </section>
      )}
    </Card>
  );
}
