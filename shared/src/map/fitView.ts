import type { LatLng } from './types';

/** The side of a map tile in pixels (OpenStreetMap's and Google's). */
const TILE = 256;

/** A position on the Web Mercator world, 0–1 across and down. */
const toWorld = ({ lat, lng }: LatLng) => {
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return { x: (lng + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
};
const fromWorld = (x: number, y: number): LatLng => ({
  lat: (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI,
  lng: x * 360 - 180,
});

/**
 * The centre and the whole zoom at which every point shows on a map of `width` × `height` pixels with `padding`
 * pixels to spare on each side (a pin stands above its point), at most `maxZoom` (one point: `maxZoom`).
 */
export function fitView(points: LatLng[], width: number, height: number, maxZoom: number, padding = 48): { center: LatLng; zoom: number } | null {
  if (!points.length) return null;
  const world = points.map(toWorld);
  const xs = world.map((p) => p.x);
  const ys = world.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const room = (pixels: number, span: number) => (span > 0 ? Math.log2(Math.max(1, pixels - 2 * padding) / (TILE * span)) : Number.POSITIVE_INFINITY);
  const zoom = Math.max(1, Math.min(maxZoom, Math.floor(Math.min(room(width, maxX - minX), room(height, maxY - minY)))));
  return { center: fromWorld((minX + maxX) / 2, (minY + maxY) / 2), zoom };
}
