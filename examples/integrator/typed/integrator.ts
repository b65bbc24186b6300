// The example integrator page's script (../integrator.js) with the types each remote publishes in its
// release folder (@mf-types): the container's `get('./mount')` answers what `operations/mount` declares,
// so a wrong option or a misspelt module is a compile error in the integrator's build, not a blank page.
import type * as OperationsMount from 'operations/mount';
import type * as DeliveryMount from 'delivery/mount';

/** What a remoteEntry.js script defines: a Module Federation container. */
interface Container<Modules extends Record<string, unknown>> {
  init(shareScope: object): Promise<void>;
  get<K extends keyof Modules & string>(module: K): Promise<() => Modules[K]>;
}
declare const operations: Container<{ './mount': typeof OperationsMount }>;
declare const delivery: Container<{ './mount': typeof DeliveryMount }>;

type Mount = typeof OperationsMount.mount;
type MountOptions = NonNullable<Parameters<Mount>[1]>;

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const status = (text: string) => {
  $('status').textContent = text;
};

// One share scope for both containers: one React, one antd and one `shared` (one session).
async function loadRemotes() {
  const shareScope = {};
  await operations.init(shareScope);
  await delivery.init(shareScope);
  return [(await operations.get('./mount'))(), (await delivery.get('./mount'))()] as const;
}

const [orders, staging] = await loadRemotes().catch((error: unknown) => {
  status('Não foi possível carregar o Portal do Comerciante. Tente novamente mais tarde.');
  throw error;
});

const signInForm = $<HTMLFormElement>('sign-in');
const askToSignIn = () => {
  signInForm.hidden = false;
  $('sign-out').hidden = true;
  status('Entre para ver seus pedidos.');
};

interface Part {
  element: HTMLElement;
  mount: Mount;
  initialPath: string;
  unmount: (() => void) | null;
}
const parts: Record<'orders' | 'delivery', Part> = {
  orders: { element: $('portal-orders'), mount: orders.mount, initialPath: '/pages/orders', unmount: null },
  delivery: { element: $('portal-delivery'), mount: staging.mount, initialPath: '/pages/delivery', unmount: null },
};

function show(name: keyof typeof parts) {
  const part = parts[name];
  if (part.unmount) return;
  const options: MountOptions = {
    router: 'memory', // two parts on one page: each keeps its own route, the page's URL is left alone
    initialPath: part.initialPath,
    apiBaseUrl: '', // this page's origin, which proxies /api to the portal's API
    locale: 'pt-BR',
    onSignInRequired: askToSignIn,
  };
  part.unmount = part.mount(part.element, options);
}

function hide(name: keyof typeof parts) {
  parts[name].unmount?.();
  parts[name].unmount = null;
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-toggle]')) {
  button.addEventListener('click', () => {
    const name = button.dataset.toggle as keyof typeof parts;
    if (parts[name].unmount) {
      hide(name);
      button.textContent = 'Mostrar';
    } else {
      show(name);
      button.textContent = 'Ocultar';
    }
  });
}

signInForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(signInForm);
  $('sign-in-error').textContent = '';
  try {
    await orders.signIn(String(data.get('email')), String(data.get('password')));
    signInForm.hidden = true;
    $('sign-out').hidden = false;
    status(`Conectado como ${String(data.get('email'))}`);
  } catch {
    $('sign-in-error').textContent = 'Não foi possível entrar. Confira o e-mail e a senha.';
  }
});

$('sign-out').addEventListener('click', async () => {
  await orders.signOut();
  askToSignIn();
});

show('delivery');
show('orders');
$('sign-out').hidden = false;
status('Portal carregado.');

// biome-ignore lint/complexity/noUselessEmptyExport: it makes this file a module for tsc (top-level await, its own scope).
export {};
