import { preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { http, HttpResponse, installNetwork, recordRequests, server } from 'shared/testing/network';
import { mapTiles } from 'shared';
import { loadRuntimeConfig } from '../runtime-config/loadRuntimeConfig';
import { remotePageOf } from '../routes/routeTable';
import { startPreload } from './preload';
import { loadRegistry } from './registry';

/** The runtime, as far as the entry and the registry use it: what is mockRegistered is what getInstance shows. */
const mockRegistered: { name: string; entry: string }[] = [];
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn((remotes: { name: string; entry: string }[]) => {
    for (const remote of remotes) {
      const known = mockRegistered.findIndex(({ name }) => name === remote.name);
      if (known === -1) mockRegistered.push(remote);
      else mockRegistered[known] = remote;
    }
  }),
  registerPlugins: jest.fn(),
  preloadRemote: jest.fn(async () => undefined),
  loadRemote: jest.fn(),
  getInstance: jest.fn(() => ({ options: { remotes: mockRegistered } })),
}));

installNetwork();
const seen = recordRequests();

const AUTH_MANIFEST = 'http://localhost:3001/mf-manifest.json';
const OPERATIONS_MANIFEST = 'https://cdn.exemplo.com.br/remote-operations/1.4.0-3fa9c2d1/mf-manifest.json';
const REMOTES_JSON = { auth: AUTH_MANIFEST, operations: OPERATIONS_MANIFEST };

/** The deployment's files, as served beside the host. */
function serveDeployment({ remotes = (): Response => HttpResponse.json(REMOTES_JSON) } = {}) {
  server.use(
    http.get('*/remotes.json', () => remotes()),
    http.get('*/portal-config.json', () => HttpResponse.json({ mapTileUrl: '/api/sandbox/tiles/{z}/{x}/{y}.svg', mapAttribution: 'Sandbox' })),
  );
}

const paths = () => seen.map((request) => `${request.path}`);
/** Lets the chained early calls (remotes.json, then the runtime's preload) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  mockRegistered.length = 0;
  jest.mocked(registerRemotes).mockClear();
  jest.mocked(registerPlugins).mockClear();
  jest.mocked(preloadRemote).mockClear();
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

describe('the first load, started by the entry', () => {
  it("asks for remotes.json and portal-config.json at once, then has the runtime preload the route's remote and page", async () => {
    serveDeployment();
    startPreload('/');
    expect(paths()).toEqual(['/remotes.json', '/portal-config.json']);
    await settle();
    expect(mockRegistered).toEqual([{ name: 'auth', entry: AUTH_MANIFEST }]);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'auth', exposes: ['SignInPage'] }]);
  });

  it('hands each early answer over once: the registry and the configuration make no second request, and the preloaded remote is kept', async () => {
    serveDeployment();
    startPreload('/');
    await settle();
    await Promise.all([loadRegistry(), loadRuntimeConfig()]);
    expect(mapTiles().attribution).toBe('Sandbox');
    expect(paths()).toEqual(['/remotes.json', '/portal-config.json']);
    // The runtime keeps what it preloaded for auth (its manifest and entry): only operations is mockRegistered now.
    expect(jest.mocked(registerRemotes).mock.calls).toEqual([
      [[{ name: 'auth', entry: AUTH_MANIFEST }]],
      [[{ name: 'operations', entry: OPERATIONS_MANIFEST }], { force: true }],
    ]);
    // A second ask ('Tentar novamente') goes to the network.
    await loadRegistry('remotes.json', false, 'auth');
    expect(paths()).toEqual(['/remotes.json', '/portal-config.json', '/remotes.json']);
  });

  it('leaves a failed early call to its owner, which asks again', async () => {
    serveDeployment({ remotes: () => new HttpResponse('indisponível', { status: 503 }) });
    startPreload('/');
    await settle();
    expect(preloadRemote).not.toHaveBeenCalled();
    serveDeployment();
    await loadRegistry();
    expect(paths()).toEqual(['/remotes.json', '/portal-config.json', '/remotes.json']);
    expect(mockRegistered.map((remote) => remote.name)).toEqual(['auth', 'operations']);
  });

  it('preloads nothing on an address no remote draws', async () => {
    serveDeployment();
    startPreload('/pages/nada');
    await settle();
    expect(paths()).toEqual(['/remotes.json', '/portal-config.json']);
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('preloads the page of a signed-in address from its own remote, and not a remote whose canary waits for the store', async () => {
    serveDeployment();
    startPreload('/pages/orders/6f1c2a90');
    await settle();
    expect(mockRegistered).toEqual([{ name: 'operations', entry: OPERATIONS_MANIFEST }]);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'operations', exposes: ['OrderDetailsPage'] }]);
    jest.mocked(preloadRemote).mockClear();
    mockRegistered.length = 0;
    const canary = { stable: OPERATIONS_MANIFEST, canary: { url: AUTH_MANIFEST, stores: ['loja-1'] } };
    serveDeployment({ remotes: () => HttpResponse.json({ operations: canary }) });
    startPreload('/pages/orders');
    await settle();
    expect(mockRegistered).toEqual([]);
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
