// The integrator's own script: plain JavaScript, no framework, no build step.
// Each embedded part loads, starts and mounts on its own: a part whose remoteEntry.js did not load, or whose
// container failed to start, shows its own panel with 'Tentar novamente', and the other part works all the same.

const $ = (id) => document.getElementById(id);
const status = (text) => ($('status').textContent = text);

// One share scope for both containers: they use one React, one antd and one `shared` (one session).
const shareScope = {};

/** Adds a script to the page; resolves once it has run, rejects if it does not load. */
const loadScript = (src) =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = () => reject(new Error(`${src} não carregou`));
    document.head.append(script);
  });

// Each embedded part: its container (the global its remoteEntry.js script tag defines), its element, its initial
// path and what its panel says when it fails; once loaded, the remote's module (mount, signIn, signOut), and
// mount() returns unmount(). `reload`: the container did not load or start, and a retry loads it again.
const parts = {
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
const panelOf = (name) => document.querySelector(`[data-error="${name}"]`);
const toggleOf = (name) => document.querySelector(`[data-toggle="${name}"]`);

/** The part's remote: its container from the page's script tag, or, on a retry, loaded again from the same folder. */
async function loadRemote(part) {
  if (part.reload) {
    const entry = document.querySelector(`script[data-container="${part.container}"]`).src;
    // The runtime is published beside every remoteEntry.js; the page's copy came from the other part's server,
    // which may be the one that failed. Loading it again changes nothing when it is already there.
    await loadScript(new URL('federation-runtime.js', entry).href);
    await loadScript(entry);
  }
  const container = globalThis[part.container];
  if (!container) throw new Error(`${part.container}: remoteEntry.js not loaded`);
  await container.init(shareScope);
  return (await container.get('./mount'))();
}

function show(name) {
  const part = parts[name];
  if (part.unmount || !part.remote) return;
  part.unmount = part.remote.mount(part.element, {
    router: 'memory', // two parts on one page: each keeps its own route, the page's URL is left alone
    initialPath: part.initialPath,
    apiBaseUrl: '', // this page's origin, which proxies /api to the portal's API
    locale: 'pt-BR',
    onSignInRequired: askToSignIn,
  });
}

function hide(name) {
  const part = parts[name];
  part.unmount?.();
  part.unmount = null;
}

/**
 * Loads, starts and mounts one part; on failure, shows that part's panel, whose 'Tentar novamente' calls this again
 * (`retried`): the focus then goes to the part's heading once it shows, or back to the button if it failed again.
 */
async function start(name, retried = false) {
  const part = parts[name];
  const panel = panelOf(name);
  const message = panel.querySelector('[role="alert"]');
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
    if (retried) panel.closest('section').querySelector('h2').focus();
  } catch (error) {
    // Not loaded or not started: the retry loads the container again; loaded but not mounted: it mounts again.
    part.reload = !part.remote;
    part.state = 'failed';
    message.textContent = part.failure;
    panel.hidden = false;
    if (retried) panel.querySelector('[data-retry]').focus();
    console.error(error);
  }
  reportLoad();
}

const signInForm = $('sign-in');
let connectedAs = null;
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

for (const button of document.querySelectorAll('[data-toggle]')) {
  button.addEventListener('click', () => {
    const name = button.dataset.toggle;
    if (parts[name].unmount) {
      hide(name);
      button.textContent = 'Mostrar';
    } else {
      show(name);
      button.textContent = 'Ocultar';
    }
  });
}

for (const button of document.querySelectorAll('[data-retry]')) {
  button.addEventListener('click', () => void start(button.dataset.retry, true));
}

signInForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(signInForm);
  $('sign-in-error').textContent = '';
  try {
    await anyRemote().signIn(String(data.get('email')), String(data.get('password')));
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
