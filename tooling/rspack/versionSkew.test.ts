import path from 'node:path';
import { createInstance } from '@module-federation/enhanced/runtime';
import { installedVersion, sharedDependencies, SINGLETONS, type SharedDependency } from './shared-deps';

/**
 * Version skew between separately deployed apps: a remote built against a newer minor of a shared
 * singleton is loaded by an older host. It must run on the host's copy (one React, one antd, one
 * session store) with a warning, not crash and not load a second copy.
 */
const repo = path.resolve(__dirname, '../..');
const hostDir = path.join(repo, 'host');
const remoteDir = path.join(repo, 'remote-account');

const newerMinor = (version: string) => {
  const [major, minor] = version.split('.');
  return `${major}.${Number(minor) + 1}.0`;
};

let instanceCount = 0;

/** The host: its singletons are registered and already in use (the page is running). */
async function startHost(shared: Record<string, SharedDependency>, libs: Record<string, object>) {
  const host = createInstance({
    name: `host_${++instanceCount}`,
    remotes: [],
    shared: Object.fromEntries(
      Object.entries(shared).map(([pkg, config]) => [
        pkg,
        { version: config.version, lib: () => libs[pkg], shareConfig: { ...config }, strategy: 'loaded-first' as const },
      ]),
    ),
  });
  for (const pkg of Object.keys(shared)) await host.loadShare(pkg);
  return host;
}

/** A remote joining the host's share scope, as its remoteEntry's init does, then asking for a singleton. */
async function remoteLoads(host: Awaited<ReturnType<typeof startHost>>, shared: Record<string, SharedDependency>, pkg: string) {
  const own = { from: 'remote' };
  const remote = createInstance({
    name: `account_${++instanceCount}`,
    remotes: [],
    shared: {
      [pkg]: { version: shared[pkg]!.version, get: async () => () => own, shareConfig: { ...shared[pkg]! }, strategy: 'loaded-first' as const },
    },
  });
  remote.initShareScopeMap('default', host.shareScopeMap.default!);
  await Promise.all(remote.initializeSharing('default'));
  const factory = await remote.loadShare<object>(pkg);
  return { lib: factory ? factory() : undefined, own };
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
      const hostShared = sharedDependencies(hostDir);
      const remoteShared = sharedDependencies(remoteDir, (p) => newerMinor(installedVersion(remoteDir, p)));
      const hostLib = { from: 'host' };
      const host = await startHost({ [pkg]: hostShared[pkg]! }, { [pkg]: hostLib });

      const { lib, own } = await remoteLoads(host, remoteShared, pkg);

      expect(lib).toBe(hostLib);
      expect(lib).not.toBe(own);
      const warnings = warn.mock.calls.map((call) => call.join(' '));
      expect(warnings).toEqual([
        expect.stringMatching(
          new RegExp(`Version ${hostShared[pkg]!.version} from .* ${pkg} does not satisfy the requirement .* \\^${newerMinor(hostShared[pkg]!.version)}`),
        ),
      ]);
    },
  );

  it('a remote built against the same versions loads the host copy without a warning', async () => {
    const hostShared = sharedDependencies(hostDir);
    const remoteShared = sharedDependencies(remoteDir);
    const hostLib = { from: 'host' };
    const host = await startHost({ react: hostShared.react! }, { react: hostLib });
    const { lib } = await remoteLoads(host, remoteShared, 'react');
    expect(lib).toBe(hostLib);
    expect(warn.mock.calls.flat().join(' ')).not.toContain('does not satisfy');
  });
});
