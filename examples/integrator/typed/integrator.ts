// The example integrator page's script (../integrator.js) with the types each remote publishes in its
// release folder (@mf-types): the container's `get('./mount')` answers what `operations/mount` declares,
// so a wrong option or a misspelt module is a compile error in the integrator's build, not a blank page.
// Each embedded part loads, starts and mounts on its own: a part whose remoteEntry.js did not load, or whose
// container failed to start, shows its own panel with 'Tentar novamente', and the other part works all the same.
import type * as OperationsMount from 'operations/mount';
import type * as DeliveryMount from 'delivery/mount';

/** What a remoteEntry.js script defines: a Module Federation container. */
interface Container<Modules extends Record<string, unknown>> {
  init(shareScope: object): Promise<void>;
  get<K extends keyof Modules & string>(module: K): Promise<() => Modules[K]>;
}
/** The globals the two remoteEntry.js script tags define (undefined when a script did not load). */
interface Containers {
  operations?: Container<{ './mount': typeof OperationsMount }>;
  delivery?: Container<{ './mount': typeof DeliveryMount }>;
}

type Mount = typeof OperationsMount.mount;
type MountOptions = NonNullable<Parameters<Mount>[1]>;
/** What a part needs of its remote's './mount' module (both remotes' modules have it). */
type Remote = Pick<typeof OperationsMount, 'mount' | 'signIn' | 'signOut'>;

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const status = (text: string) => {
  $('status').textContent = text;
};

// One share scope for both containers: they use one React, one antd and one `shared` (one session).
const shareScope = {};

/** Adds a script to the page; resolves once it has run, rejects if it does not load. */
const loadScript = (src: string) =>
  new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} não carregou`));
    document.head.append(script);
  });

interface Part {
  container: keyof Containers;
  element: HTMLElement;
  initialPath: string;
  failure: string;
  state: 'loading' | 'mounted' | 'failed';
  remote: Remote | null;
  unmount: (() => void) | null;
  /** The container did not load or start: a retry loads it again. */
  reload: boolean;
}
type PartName = 'orders' | 'delivery';

// Each embedded part: its container (the global its remoteEntry.js script tag defines), its element, its initial
// path and what its panel says when it fails; once loaded, the remote's module (mount, signIn, signOut), and
// mount() returns unmount().
const parts: Record<PartName, Part> = {
  orders: {
    container: 'operations',
    element: $('portal-orders'),
    initialPath: '/pages/orders',
    failure: 'Não foi possível carregar os pedidos ao vivo.',
    state: 'loading',
    remote: null,
    unmount: null,
    reload: false,
  },
  delivery: {
    container: 'delivery',
    element: $('portal-delivery'),
    initialPath: '/pages/delivery',
    failure: 'Não foi possível carregar a preparação de entregas.',
    state: 'loading',
    remote: null,
    unmount: null,
    reload: false,
  },
};
const panelOf = (name: PartName) => document.querySelector<HTMLElement>(`[data-error="${name}"]`)!;
const toggleOf = (name: PartName) => document.querySelector<HTMLButtonElement>(`[data-toggle="${name}"]`)!;

/** The part's remote: its container from the page's script tag, or, on a retry, loaded again from the same folder. */
async function loadRemote(part: Part): Promise<Remote> {
  if (part.reload) {
    const entry = document.querySelector<HTMLScriptElement>(`script[data-container="${part.container}"]`)!.src;
    // The runtime is published beside every remoteEntry.js; the page's copy came from the other part's server,
    // which may be the one that failed. Loading it again changes nothing when it is already there.
    await loadScript(new URL('federation-runtime.js', entry).href);
    await loadScript(entry);
  }
  const containers = globalThis as Containers;
  if (part.container === 'operations') {
    const container = containers.operations;
    if (!container) throw new Error('operations: remoteEntry.js not loaded');
    await container.init(shareScope);
    return (await container.get('./mount'))();
  }
  const container = containers.delivery;
  if (!container) throw new Error('delivery: remoteEntry.js not loaded');
  await container.init(shareScope);
  return (await container.get('./mount'))();
}

function show(name: PartName) {
  const part = parts[name];
  if (part.unmount || !part.remote) return;
  const options: MountOptions = {
    router: 'memory', // two parts on one page: each keeps its own route, the page's URL is left alone
    initialPath: part.initialPath,
    apiBaseUrl: '', // this page's origin, which proxies /api to the portal's API
    locale: 'pt-BR',
    onSignInRequired: askToSignIn,
  };
  part.unmount = part.remote.mount(part.element, options);
}

function hide(name: PartName) {
  parts[name].unmount?.();
  parts[name].unmount = null;
}

/**
 * Loads, starts and mounts one part; on failure, shows that part's panel, whose 'Tentar novamente' calls this again
 * (`retried`): the focus then goes to the part's heading once it shows, or back to the button if it failed again.
 */
async function start(name: PartName, retried = false) {
  const part = parts[name];
  const panel = panelOf(name);
  const message = panel.querySelector<HTMLElement>('[role="alert"]')!;
  panel.hidden = true;
  message.textContent = '';
  toggleOf(name).disabled = true;
  part.state = 'loading';
  try {
    part.remote ??= await loadRemote(part);
    part.reload = false;
    show(name);
    part.state = 'mounted';
    toggleOf(name).disabled = false;
    toggleOf(name).textContent = 'Ocultar';
    if (retried) panel.closest('section')?.querySelector('h2')?.focus();
  } catch (error) {
    // Not loaded or not started: the retry loads the container again; loaded but not mounted: it mounts again.
    part.reload = !part.remote;
    part.state = 'failed';
    message.textContent = part.failure;
    panel.hidden = false;
    if (retried) panel.querySelector<HTMLButtonElement>('[data-retry]')?.focus();
    console.error(error);
  }
  reportLoad();
}

const signInForm = $<HTMLFormElement>('sign-in');
let connectedAs: string | null = null;
const askToSignIn = () => {
  connectedAs = null;
  signInForm.hidden = false;
  $('sign-out').hidden = true;
  status('Entre para ver seus pedidos.');
};

/** Any loaded part's module: they share one session, so signing in or out through one signs every part. */
const anyRemote = () => Object.values(parts).find((part) => part.remote)?.remote ?? null;

/** The page's status once every part has mounted or failed; the sign-in form, or who is connected, says more. */
function reportLoad() {
  const all = Object.values(parts);
  const mounted = all.filter((part) => part.state === 'mounted').length;
  if (!signInForm.hidden || connectedAs) return;
  if (mounted) $('sign-out').hidden = false;
  if (all.some((part) => part.state === 'loading')) return;
  if (mounted === all.length) status('Portal carregado.');
  else status(mounted ? 'Uma parte do portal não carregou.' : 'Não foi possível carregar o Portal do Comerciante.');
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-toggle]')) {
  button.addEventListener('click', () => {
    const name = button.dataset.toggle as PartName;
    if (parts[name].unmount) {
      hide(name);
      button.textContent = 'Mostrar';
    } else {
      show(name);
      button.textContent = 'Ocultar';
    }
  });
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-retry]')) {
  button.addEventListener('click', () => void start(button.dataset.retry as PartName, true));
}

signInForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(signInForm);
  $('sign-in-error').textContent = '';
  try {
    const remote = anyRemote();
    if (!remote) throw new Error('no part loaded');
    await remote.signIn(String(data.get('email')), String(data.get('password')));
    connectedAs = String(data.get('email'));
    signInForm.hidden = true;
    $('sign-out').hidden = false;
    status(`Conectado como ${connectedAs}`);
  } catch {
    $('sign-in-error').textContent = 'Não foi possível entrar. Confira o e-mail e a senha.';
  }
});

$('sign-out').addEventListener('click', async () => {
  await anyRemote()?.signOut();
  askToSignIn();
});

void start('delivery');
void start('orders');
