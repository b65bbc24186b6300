import { Card, Typography } from 'antd';
import { asLatLng, PortalMap } from 'shared/map';
import { businessMessages as m } from './messages';

/**
 * The store on a map, zoom 16, centred on the store: open map tiles, or Google's with a configured key
 * (docs/spec/part-2-operations-account.md §7). A store without coordinates shows its address.
 */
export function StoreMap({ lat, lng, address }: { lat: unknown; lng: unknown; address: string }) {
  const center = asLatLng({ lat, lng });
  return (
    <Card size="small" title={m.mapTitle}>
      {center ? (
        <PortalMap center={center} markers={[{ id: 'store', position: center, kind: 'store', label: m.mapStoreMarker }]} label={m.mapTitle} height={280} />
      ) : (
        <section aria-label={m.mapNoStoreTitle}>
          <Typography.Text strong>{m.mapNoStoreTitle}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
            {m.mapNoStoreBody}
          </Typography.Paragraph>
          <Typography.Paragraph>{address}</Typography.Paragraph>
        </section>
      )}
    </Card>
  );
}
