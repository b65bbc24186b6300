import { isDemoBuild } from './demoBuild';

/** A release carries no demo account or password (docs/decisions.md, 'A release is not a demo'): only development and PORTAL_DEMO=1 builds are demos. */
describe('demo builds', () => {
  const saved = process.env.PORTAL_DEMO;
  afterEach(() => {
    if (saved === undefined) delete process.env.PORTAL_DEMO;
    else process.env.PORTAL_DEMO = saved;
  });

  it.each([
    [true, undefined, false],
    [true, '0', false],
    [true, '1', true],
    [false, undefined, true],
  ])('production %s, PORTAL_DEMO=%s: a demo build %s', (production, demo, expected) => {
    if (demo === undefined) delete process.env.PORTAL_DEMO;
    else process.env.PORTAL_DEMO = demo;
    expect(isDemoBuild(production)).toBe(expected);
  });
});
