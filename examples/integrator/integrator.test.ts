import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * examples/integrator/integrator.js on its own index.html, with fake containers in place of the two remoteEntry.js
 * scripts: each part loads, starts and mounts on its own, and a part that failed retries alone.
 */
const PAGE = readFileSync(path.join(__dirname, 'index.html'), 'utf8');
const SCRIPT = readFileSync(path.join(__dirname, 'integrator.js'), 'utf8');
const AsyncFunction = (async () => undefined).constructor as new (body: string) => () => Promise<void>;

type Globals = Record<string, unknown>;
const globals = globalThis as unknown as Globals;

/** A container whose './mount' writes `text` into its element; `fails` makes init throw. */
function fakeContainer(text: string, { fails = false } = {}) {
  const mount = jest.fn((element: HTMLElement) => {
    element.textContent = text;
    return () => {
      element.textContent = '';
    };
  });
  const remote = { mount, signIn: jest.fn(async () => undefined), signOut: jest.fn(async () => undefined) };
  return {
    mount,
    container: {
      init: jest.fn(async () => {
        if (fails) throw new Error('init failed');
      }),
      get: jest.fn(async () => () => remote),
    },
  };
}

/** The scripts the page adds (a retry's): each answered by `serve` — a global to define, or `null` for a failed load. */
let requested: string[] = [];
let serve: (src: string) => Globals | null = () => null;
const observer = new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.addedNodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      requested.push(node.src);
      const defined = serve(node.src);
      if (defined) Object.assign(globals, defined);
      node.dispatchEvent(new Event(defined ? 'load' : 'error'));
    }
});

async function openPage(containers: Globals) {
  // The page as the browser parses it (its script tags are inert here: the containers are the fakes below).
  const page = new DOMParser().parseFromString(PAGE, 'text/html');
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
  observer.observe(document.head, { childList: true });
  Object.assign(globals, containers);
  // Run as the browser runs a module script (top-level await allowed); a script that throws at the top fails the page.
  await new AsyncFunction(SCRIPT)().catch(() => undefined);
}

const region = (name: string) => screen.getByRole('region', { name });
const ORDERS = 'Pedidos ao vivo';
const DELIVERY = 'Preparar entregas';

beforeEach(() => {
  requested = [];
  serve = () => null;
});
afterEach(() => {
  observer.disconnect();
  delete globals.operations;
  delete globals.delivery;
  jest.restoreAllMocks();
});

describe('the integrator page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('mounts both parts when both containers load', async () => {
    const orders = fakeContainer('pedidos montados');
    const delivery = fakeContainer('entregas montadas');
    await openPage({ operations: orders.container, delivery: delivery.container });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Portal carregado.'));
    expect(region(ORDERS)).toHaveTextContent('pedidos montados');
    expect(region(DELIVERY)).toHaveTextContent('entregas montadas');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it("mounts the staging part when the orders' remoteEntry.js did not load, and retries only the orders", async () => {
    const delivery = fakeContainer('entregas montadas');
    await openPage({ delivery: delivery.container });
    expect(await within(region(DELIVERY)).findByText('entregas montadas')).toBeInTheDocument();
    expect(await within(region(ORDERS)).findByRole('alert')).toHaveTextContent('Não foi possível carregar os pedidos ao vivo.');
    expect(within(region(DELIVERY)).queryByRole('alert')).not.toBeInTheDocument();

    // 'Tentar novamente' loads the orders' container again from its own folder (with the runtime published beside it).
    const orders = fakeContainer('pedidos montados');
    serve = (src) => (src.endsWith('/remoteEntry.js') ? { operations: orders.container } : {});
    await userEvent.click(within(region(ORDERS)).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(region(ORDERS)).findByText('pedidos montados')).toBeInTheDocument();
    expect(requested).toEqual(['http://localhost:3003/federation-runtime.js', 'http://localhost:3003/remoteEntry.js']);
    expect(within(region(ORDERS)).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ORDERS })).toHaveFocus();
    // The staging part was left alone: mounted once.
    expect(delivery.mount).toHaveBeenCalledTimes(1);
  });

  it('mounts the orders when the staging container fails to start; a retry that fails again says so again', async () => {
    const orders = fakeContainer('pedidos montados');
    await openPage({ operations: orders.container, delivery: fakeContainer('x', { fails: true }).container });
    expect(await within(region(ORDERS)).findByText('pedidos montados')).toBeInTheDocument();
    expect(await within(region(DELIVERY)).findByRole('alert')).toHaveTextContent('Não foi possível carregar a preparação de entregas.');
    expect(screen.getByRole('status')).toHaveTextContent('Uma parte do portal não carregou.');

    serve = () => null; // the server is still down
    await userEvent.click(within(region(DELIVERY)).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(requested).toEqual(['http://localhost:3002/federation-runtime.js']));
    expect(await within(region(DELIVERY)).findByRole('alert')).toHaveTextContent('Não foi possível carregar a preparação de entregas.');
    expect(within(region(DELIVERY)).getByRole('button', { name: 'Tentar novamente' })).toHaveFocus();
    expect(orders.mount).toHaveBeenCalledTimes(1);
  });
});
