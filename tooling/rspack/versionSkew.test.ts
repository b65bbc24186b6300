import path from 'node:path';
import { createInstance } from '@module-federation/enhanced/runtime';
import { installedVersion, sharedDependencies, SINGLETONS, type SharedDependency } from './shared-deps';

/**
 * Version skew between deployments: an older host loads a remote built against a newer minor of a shared singleton. The
 * remote must run on the host's copy (one React, one antd, one session store) with a warning: no crash, no second copy.
 */
const repo = path.resolve(__dirname, '../..');
const hostDir = path.join(repo, 'host');
const remoteDir = path.join(repo, 'remote-account');

const newerMinor = (version: string) => version.replace(/^(\d+)\.(\d+)\..*$/, (_, major, minor) => `${major}.${Number(minor) + 1}.0`);

let instanceCount = 0;

/**
 * The host's copy of `pkg` registered and already in use (the page is running), then a remote built with `remoteShared`
 * joining the host's share scope, as its remoteEntry's init does, and asking for `pkg`.
 */
async function remoteLoads(pkg: string, remoteShared: Record<string, SharedDependency>) {
  const hostLib = { from: 'host' };
  const hostConfig = sharedDependencies(hostDir)[pkg]!;
  const host = createInstance({
    name: `host_${++instanceCount}`,
    remotes: [],
    shared: { [pkg]: { version: hostConfig.version, lib: () => hostLib, shareConfig: { ...hostConfig }, strategy: 'loaded-first' } },
  });
  await host.loadShare(pkg);
  const remoteConfig = remoteShared[pkg]!;
  const remote = createInstance({
    name: `account_${++instanceCount}`,
    remotes: [],
    shared: {
      [pkg]: { version: remoteConfig.version, get: async () => () => ({ from: 'remote' }), shareConfig: { ...remoteConfig }, strategy: 'loaded-first' },
    },
  });
  remote.initShareScopeMap('default', host.shareScopeMap.default!);
  await Promise.all(remote.initializeSharing('default'));
  const factory = await remote.loadShare<object>(pkg);
  return { lib: factory ? factory() : undefined, hostLib, hostVersion: hostConfig.version };
}

describe('shared singletons across versions', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('every singleton is offered at its built version, required from that version within its major, never strictly', () => {
    const shared = sharedDependencies(remoteDir);
    for (const pkg of SINGLETONS) {
      expect(shared[pkg]).toEqual({
        singleton: true,
        version: installedVersion(remoteDir, pkg),
        requiredVersion: `^${installedVersion(remoteDir, pkg)}`,
        strictVersion: false,
      });
    }
    expect(shared.shared).toMatchObject({ singleton: true, strictVersion: false });
  });

  it.each(['react', 'react-dom', 'antd', 'jotai', 'react-router-dom', 'dayjs', 'axios'])(
    'a remote built against a newer minor of %s runs on the older host copy, with a warning',
    async (pkg) => {
      const { lib, hostLib, hostVersion } = await remoteLoads(
        pkg,
        sharedDependencies(remoteDir, (p) => newerMinor(installedVersion(remoteDir, p))),
      );
      expect(lib).toBe(hostLib);
      expect(warn.mock.calls.map((call) => call.join(' '))).toEqual([
        expect.stringMatching(new RegExp(`Version ${hostVersion} from .* ${pkg} does not satisfy the requirement .* \\^${newerMinor(hostVersion)}`)),
      ]);
    },
  );

  it('a remote built against the same versions loads the host copy without a warning', async () => {
    const { lib, hostLib } = await remoteLoads('react', sharedDependencies(remoteDir));
    expect(lib).toBe(hostLib);
    expect(warn.mock.calls.flat().join(' ')).not.toContain('does not satisfy');
  });
});
