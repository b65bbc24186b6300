import { getInstance, init, loadRemote } from '@module-federation/enhanced/runtime';
import { onPortalError, type PortalEvent } from 'shared';
import { loadRegistry } from './registry';
import { registerSharedMajorsCheck, sharedMajorsPlugin } from './sharedMajors';

const HOST_SHARED = { react: [{ version: '19.3.1' }], 'react-dom': [{ version: '19.3.1' }], antd: [{ version: '6.6.8' }], shared: [{ version: '1.0.0' }] };

/** The hook as the runtime calls it once a release's manifest is read. */
const afterLoadSnapshot = (shared: { sharedName: string; version: string }[]) => {
  const args = { moduleInfo: { name: 'account' }, options: { shared: HOST_SHARED }, remoteSnapshot: { shared } };
  return () => (sharedMajorsPlugin.afterLoadSnapshot as unknown as (a: typeof args) => unknown)(args);
};

const HOST_INIT = {
  name: 'host',
  remotes: [],
  shared: { react: { version: '19.3.1', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^19.3.1' } } },
};

it("is checked from the signed-in layout's code on: it registers the check as it loads", () => {
  init(HOST_INIT);
  const names = () => getInstance()!.options.plugins.map((plugin) => plugin.name);
  expect(names()).not.toContain('portal-shared-majors');
  // The layout's chunk arriving (the first signed-in page, or the sign-in page's prefetch).
  require('../layout/PortalLayout');
  expect(names()).toContain('portal-shared-majors');
});

describe('a release built for another major of a library the host shares', () => {
  it('is refused, module by module; the same majors and the libraries left alone pass', () => {
    expect(afterLoadSnapshot([{ sharedName: 'react', version: '19.0.0' }])()).toEqual(expect.objectContaining({ moduleInfo: { name: 'account' } }));
    expect(
      afterLoadSnapshot([
        { sharedName: 'antd/es/button', version: '6.9.0' },
        { sharedName: 'dayjs', version: '2.0.0' },
      ]),
    ).not.toThrow();
    expect(afterLoadSnapshot([{ sharedName: 'react', version: '20.0.0' }])).toThrow("remote 'account' was built for react 20.0.0, the portal runs 19.3.1");
    expect(afterLoadSnapshot([{ sharedName: 'react-dom/client', version: '20.1.0' }])).toThrow('react-dom/client 20.1.0');
    expect(afterLoadSnapshot([{ sharedName: 'antd/es/button', version: '7.0.0' }])).toThrow('antd/es/button 7.0.0, the portal runs 6.6.8');
    expect(afterLoadSnapshot([{ sharedName: 'shared', version: '2.0.0' }])).toThrow('shared 2.0.0');
  });
});

/**
 * On Module Federation's own runtime (not a stand-in): a release whose manifest was built for another major of React
 * fails its load before its entry is fetched, with the reason, and the failure is reported as any failed load.
 */
const MANIFEST = 'https://cdn.example.com/remote-account/2.0.0-0a1b2c3d/mf-manifest.json';
const NO_ASSETS = { js: { async: [], sync: [] }, css: { async: [], sync: [] } };

function manifest(reactVersion: string) {
  return {
    id: 'account',
    name: 'account',
    metaData: {
      name: 'account',
      type: 'app',
      buildInfo: { buildVersion: '2.0.0', buildName: 'remote-account' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'account',
      pluginVersion: '2.9.2',
      publicPath: 'https://cdn.example.com/remote-account/2.0.0-0a1b2c3d/',
    },
    shared: [{ id: 'account:react', name: 'react', version: reactVersion, singleton: true, requiredVersion: `^${reactVersion}`, hash: '', assets: NO_ASSETS }],
    remotes: [],
    exposes: [{ id: 'account:WalletPage', name: 'WalletPage', path: './WalletPage', assets: NO_ASSETS }],
  };
}

it('on the runtime: a release built for React 20 on a host running React 19 fails its load before its code, and is reported', async () => {
  const scripts = jest.spyOn(document.head, 'appendChild');
  const fetchMock = jest.fn(async (url: string) => {
    const body = url.endsWith('remotes.json') ? { account: MANIFEST } : manifest('20.0.0');
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const events: PortalEvent[] = [];
  const stop = onPortalError((event) => events.push(event));
  try {
    init(HOST_INIT);
    await loadRegistry('remotes.json', false);
    registerSharedMajorsCheck();
    await expect(loadRemote('account/WalletPage')).rejects.toThrow("remote 'account' was built for react 20.0.0, the portal runs 19.3.1");
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST, expect.anything());
    // Its entry (remoteEntry.js) was never asked for: none of its code ran.
    expect(scripts.mock.calls.some(([node]) => node instanceof HTMLScriptElement)).toBe(false);
    expect(events).toEqual([
      expect.objectContaining({ type: 'load-error', remote: 'account', release: '2.0.0-0a1b2c3d', message: expect.stringContaining('another major') }),
    ]);
  } finally {
    stop();
    jest.restoreAllMocks();
  }
});
