import { isDemoBuild } from './demoBuild';

/** A release carries no demo account or password (docs/decisions.md, 'A release is not a demo'): only development and PORTAL_DEMO=1 builds are demos. */
describe('demo builds', () => {
  const saved = process.env.PORTAL_DEMO;
  afterEach(() => {
    if (saved === undefined) delete process.env.PORTAL_DEMO;
    else process.env.PORTAL_DEMO = saved;
  });

  it('a production build is a release unless PORTAL_DEMO=1 says it is the demo', () => {
    delete process.env.PORTAL_DEMO;
    expect(isDemoBuild(true)).toBe(false);
    process.env.PORTAL_DEMO = '0';
    expect(isDemoBuild(true)).toBe(false);
    process.env.PORTAL_DEMO = '1';
    expect(isDemoBuild(true)).toBe(true);
  });

  it('a development build is always a demo', () => {
    delete process.env.PORTAL_DEMO;
    expect(isDemoBuild(false)).toBe(true);
  });
});
