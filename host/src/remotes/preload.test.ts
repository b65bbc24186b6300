import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { http, HttpResponse, installNetwork, recordRequests, server } from 'shared/testing/network';
import { mapTiles } from 'shared';
import { loadRuntimeConfig } from '../runtime-config/loadRuntimeConfig';
import { remotePageOf } from '../routes/routeTable';
import { filesToPreload, preloadedManifests, startPreload } from './preload';
import { loadRegistry } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

installNetwork();
const seen = recordRequests();

const AUTH_MANIFEST = 'http://localhost:3001/mf-manifest.json';
const OPERATIONS_MANIFEST = 'https://cdn.exemplo.com.br/remote-operations/1.4.0-3fa9c2d1/mf-manifest.json';
const REMOTES_JSON = { auth: AUTH_MANIFEST, operations: OPERATIONS_MANIFEST };
const manifest = (exposes: Record<string, string[]>, publicPath = 'auto', entryPath = '') => ({
  metaData: { name: 'x', publicPath, remoteEntry: { name: 'remoteEntry.js', path: entryPath, type: 'global' } },
  exposes: Object.entries(exposes).map(([name, sync]) => ({
    name,
    path: `./${name}`,
    assets: { js: { sync, async: ['other.js'] }, css: { sync: [], async: [] } },
  })),
  shared: [],
  remotes: [],
});
const AUTH = manifest({ SignInPage: ['__federation_expose_SignInPage.3df7e8b9.js'], PasswordResetPage: ['__federation_expose_PasswordResetPage.f462fc48.js'] });

/** The deployment's files and the auth remote's manifest, as served beside the host and by the remote. */
function serveDeployment({ remotes = HttpResponse.json(REMOTES_JSON) as Response } = {}) {
  server.use(
    http.get('*/remotes.json', () => remotes),
    http.get('*/portal-config.json', () => HttpResponse.json({ mapTileUrl: '/api/sandbox/tiles/{z}/{x}/{y}.svg', mapAttribution: 'Sandbox' })),
    http.get(AUTH_MANIFEST, () => HttpResponse.json(AUTH)),
    http.get(OPERATIONS_MANIFEST, () => HttpResponse.json(manifest({ OrderDetailsPage: ['__federation_expose_OrderDetailsPage.1.js'] }))),
  );
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({ as: link.as, href: link.href }));
const paths = () => seen.map((request) => `${request.path}`);
/** Lets the chained early calls (remotes.json, then the manifest) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  document.head.innerHTML = '';
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(registerPlugins).mockReset();
});
afterEach(() => {
  delete window.__PORTAL_CONFIG__;
});

describe('the page a route shows', () => {
  it('is found by the route table, a parameter matching one segment', () => {
    expect(remotePageOf('/')).toEqual({ remote: 'auth', module: 'SignInPage' });
    expect(remotePageOf('/redefinir-senha/token-demo')).toEqual({ remote: 'auth', module: 'PasswordResetPage' });
    expect(remotePageOf('/pages/orders')).toEqual({ remote: 'operations', module: 'OrdersPage' });
    expect(remotePageOf('/pages/orders/6f1c2a90-1d2e-4f3a-9b8c-7d6e5f4a3b21')).toEqual({ remote: 'operations', module: 'OrderDetailsPage' });
    expect(remotePageOf('/pages/wallet/')).toEqual({ remote: 'account', module: 'WalletPage' });
  });

  it('is none for an unknown address', () => {
    expect(remotePageOf('/pages/nada')).toBeNull();
    expect(remotePageOf('/pages/orders/1/2')).toBeNull();
  });
});

describe('the files of a page, from its remote manifest', () => {
  it("are remoteEntry.js and the page's own files, beside the manifest when its public path is 'auto'", () => {
    expect(filesToPreload(AUTH_MANIFEST, JSON.stringify(AUTH), 'SignInPage')).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/__federation_expose_SignInPage.3df7e8b9.js',
    ]);
    expect(filesToPreload(OPERATIONS_MANIFEST, JSON.stringify(manifest({ HomePage: ['home.js'] })), 'HomePage')).toEqual([
      'https://cdn.exemplo.com.br/remote-operations/1.4.0-3fa9c2d1/remoteEntry.js',
      'https://cdn.exemplo.com.br/remote-operations/1.4.0-3fa9c2d1/home.js',
    ]);
  });

  it('follow a public path and an entry folder the manifest names', () => {
    expect(
      filesToPreload(AUTH_MANIFEST, JSON.stringify(manifest({ SignInPage: ['a.js'] }, 'https://cdn.exemplo.com.br/auth/', 'entry/')), 'SignInPage'),
    ).toEqual(['https://cdn.exemplo.com.br/auth/entry/remoteEntry.js', 'https://cdn.exemplo.com.br/auth/a.js']);
  });

  it('are only remoteEntry.js for a page the manifest does not list, and none for a broken manifest', () => {
    expect(filesToPreload(AUTH_MANIFEST, JSON.stringify(AUTH), 'NoSuchPage')).toEqual(['http://localhost:3001/remoteEntry.js']);
    expect(filesToPreload(AUTH_MANIFEST, '<html>', 'SignInPage')).toEqual([]);
    expect(filesToPreload(AUTH_MANIFEST, '{}', 'SignInPage')).toEqual([]);
  });
});

describe('the first load, started by the entry', () => {
  it("asks for remotes.json and portal-config.json at once, then the route's manifest, and preloads its page", async () => {
    serveDeployment();
    startPreload('/');
    expect(paths()).toEqual(['/remotes.json', '/portal-config.json']);
    await settle();
    expect(paths()).toEqual(['/remotes.json', '/portal-config.json', '/mf-manifest.json']);
    expect(preloads()).toEqual([
      { as: 'script', href: 'http://localhost:3001/remoteEntry.js' },
      { as: 'script', href: 'http://localhost:3001/__federation_expose_SignInPage.3df7e8b9.js' },
    ]);
  });

  it('hands each early answer over once: the registry, the configuration and the runtime make no second request', async () => {
    serveDeployment();
    startPreload('/');
    await Promise.all([loadRegistry(), loadRuntimeConfig()]);
    expect(jest.mocked(registerRemotes)).toHaveBeenCalledWith(
      Object.entries(REMOTES_JSON).map(([name, entry]) => ({ name, entry })),
      { force: true },
    );
    expect(jest.mocked(registerPlugins)).toHaveBeenCalledWith(expect.arrayContaining([preloadedManifests]));
    expect(mapTiles().attribution).toBe('Sandbox');
    await settle();

    const fetchManifest = preloadedManifests.fetch!;
    const response = (await fetchManifest(AUTH_MANIFEST, {})) as Response;
    expect(await response.json()).toEqual(AUTH);
    expect(paths()).toEqual(['/remotes.json', '/portal-config.json', '/mf-manifest.json']);
    // A second ask ('Tentar novamente') goes to the network, through the runtime's own fetch.
    expect(fetchManifest(AUTH_MANIFEST, {})).toBeUndefined();
    expect(fetchManifest(OPERATIONS_MANIFEST, {})).toBeUndefined();
  });

  it('leaves a failed early call to its owner, which asks again', async () => {
    serveDeployment({ remotes: new HttpResponse('indisponível', { status: 503 }) });
    startPreload('/');
    await settle();
    expect(preloads()).toEqual([]);
    serveDeployment();
    await loadRegistry();
    expect(paths()).toEqual(['/remotes.json', '/portal-config.json', '/remotes.json']);
    expect(jest.mocked(registerRemotes)).toHaveBeenCalledTimes(1);
  });

  it('asks for no manifest on an address no remote draws', async () => {
    serveDeployment();
    startPreload('/pages/nada');
    await settle();
    expect(paths()).toEqual(['/remotes.json', '/portal-config.json']);
    expect(preloads()).toEqual([]);
  });

  it("preloads the page of a signed-in address from its own remote's manifest", async () => {
    serveDeployment();
    startPreload('/pages/orders/6f1c2a90');
    await settle();
    expect(preloads().map((link) => link.href)).toEqual([
      'https://cdn.exemplo.com.br/remote-operations/1.4.0-3fa9c2d1/remoteEntry.js',
      'https://cdn.exemplo.com.br/remote-operations/1.4.0-3fa9c2d1/__federation_expose_OrderDetailsPage.1.js',
    ]);
  });
});
