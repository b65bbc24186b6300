import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../rspack/apps';
import { routeTable, STAGED_DELIVERY_SECTION } from '../../host/src/routes/routeTable';
import authConfig from '../../remote-auth/module-federation.config';
import deliveryConfig from '../../remote-delivery/module-federation.config';
import operationsConfig from '../../remote-operations/module-federation.config';
import accountConfig from '../../remote-account/module-federation.config';
import { checkExposes, type ExposesConfig, type ExposesLock } from './exposes';

const repo = path.resolve(__dirname, '../..');
const lock = JSON.parse(readFileSync(path.join(__dirname, 'exposes.lock.json'), 'utf8')) as ExposesLock;
const CONFIGS: Record<string, ExposesConfig> = {
  'remote-auth': authConfig,
  'remote-delivery': deliveryConfig,
  'remote-operations': operationsConfig,
  'remote-account': accountConfig,
};

describe('contract of the exposed modules', () => {
  it.each(REMOTES.map((r) => r.dir))('%s keeps every module its exposes version promises, each pointing at a file that exists', (pkg) => {
    expect(checkExposes(pkg, CONFIGS[pkg]!, lock)).toEqual([]);
    expect(Object.entries(CONFIGS[pkg]!.exposes ?? {}).filter(([, file]) => !existsSync(path.join(repo, pkg, file)))).toEqual([]);
  });

  it('every remote page the host routes to is exposed by that remote', () => {
    const byName = Object.fromEntries(REMOTES.map((r) => [r.federationName, CONFIGS[r.dir]!]));
    const wanted = [...routeTable, STAGED_DELIVERY_SECTION].map((e) => `${e.remote}/./${e.module}`);
    const missing = wanted.filter((w) => {
      const [remote, module] = w.split('/.');
      return !Object.keys(byName[remote!]?.exposes ?? {}).includes(`.${module}`);
    });
    expect(missing).toEqual([]);
  });

  it('each config names the container the build and the registry use', () => {
    for (const remote of REMOTES) expect(CONFIGS[remote.dir]!.name).toBe(remote.federationName);
  });
});

describe('checkExposes', () => {
  const config: ExposesConfig = { name: 'account', exposesVersion: '1.2.0', exposes: { './WalletPage': 'a', './mount': 'b' } };
  const smallLock: ExposesLock = { 'remote-account': { '1': ['./WalletPage', './mount'] } };

  it('accepts the promised list, and an added module', () => {
    expect(checkExposes('remote-account', config, smallLock)).toEqual([]);
    expect(checkExposes('remote-account', { ...config, exposes: { ...config.exposes, './RolesPage': 'c' } }, smallLock)).toEqual([]);
  });

  it.each([
    ['removed', { './mount': 'b' }],
    ['renamed', { './Wallet': 'a', './mount': 'b' }],
  ])('fails when a module is %s', (_, exposes) => {
    expect(checkExposes('remote-account', { ...config, exposes }, smallLock)).toEqual([expect.stringContaining("'./WalletPage' was removed or renamed")]);
  });

  it('fails on a new major that the lock does not record, and on a version that is not semver', () => {
    expect(checkExposes('remote-account', { ...config, exposesVersion: '2.0.0' }, smallLock)).toEqual([expect.stringContaining('no entry for major 2')]);
    expect(checkExposes('remote-account', { ...config, exposesVersion: 'v1' }, smallLock)).toEqual([expect.stringContaining('not a semver')]);
  });

  it('fails when mount is not exposed', () => {
    const lockWithoutMount: ExposesLock = { 'remote-account': { '1': ['./WalletPage'] } };
    expect(checkExposes('remote-account', { ...config, exposes: { './WalletPage': 'a' } }, lockWithoutMount)).toEqual([
      expect.stringContaining("exposes './mount'"),
    ]);
  });
});
