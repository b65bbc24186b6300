import { fitView } from './fitView';

const store = { lat: -23.5614, lng: -46.6559 };
const customer = { lat: -23.5534, lng: -46.6565 };
const farCustomer = { lat: -23.6, lng: -46.7 };

/** Where a point lands on a map of that view, in pixels from its top left corner. */
function pixel(point: { lat: number; lng: number }, view: { center: { lat: number; lng: number }; zoom: number }, width: number, height: number) {
  const scale = 256 * 2 ** view.zoom;
  const project = ({ lat, lng }: { lat: number; lng: number }) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
  };
  const [p, c] = [project(point), project(view.center)];
  return { x: p.x - c.x + width / 2, y: p.y - c.y + height / 2 };
}

describe('fitView', () => {
  it('centres one point at the most zoom', () => {
    expect(fitView([store], 600, 300, 16)).toEqual({ center: { lat: expect.closeTo(store.lat, 6), lng: expect.closeTo(store.lng, 6) }, zoom: 16 });
  });

  it('shows every point inside the map, with room for the pins, zooming out as far as they are apart', () => {
    for (const [width, height] of [
      [358, 280],
      [600, 360],
    ] as const) {
      const near = fitView([store, customer], width, height, 16)!;
      const far = fitView([store, farCustomer], width, height, 16)!;
      expect(far.zoom).toBeLessThan(near.zoom);
      for (const view of [near, far]) {
        for (const point of view === near ? [store, customer] : [store, farCustomer]) {
          const { x, y } = pixel(point, view, width, height);
          expect(x).toBeGreaterThanOrEqual(48);
          expect(x).toBeLessThanOrEqual(width - 48);
          expect(y).toBeGreaterThanOrEqual(48);
          expect(y).toBeLessThanOrEqual(height - 48);
        }
      }
    }
  });

  it('has nothing to fit without points', () => {
    expect(fitView([], 600, 300, 16)).toBeNull();
  });
});
