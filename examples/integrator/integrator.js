// The integrator's own script: plain JavaScript, no framework, no build step.
// `operations` and `delivery` are the globals the two remoteEntry.js script tags define.

const $ = (id) => document.getElementById(id);
const status = (text) => ($('status').textContent = text);

// One share scope for both containers: they use one React, one antd and one `shared` (one session).
async function loadRemotes() {
  if (typeof operations === 'undefined' || typeof delivery === 'undefined') throw new Error('remoteEntry.js not loaded');
  const shareScope = {};
  await operations.init(shareScope);
  await delivery.init(shareScope);
  return [(await operations.get('./mount'))(), (await delivery.get('./mount'))()];
}

let orders;
let staging;
try {
  [orders, staging] = await loadRemotes();
} catch (error) {
  status('Não foi possível carregar o Portal do Comerciante. Tente novamente mais tarde.');
  throw error;
}

const signInForm = $('sign-in');
const askToSignIn = () => {
  signInForm.hidden = false;
  $('sign-out').hidden = true;
  status('Entre para ver seus pedidos.');
};

// Each embedded part: its element, the remote's mount() and its options; mount() returns unmount().
const parts = {
  orders: { element: $('portal-orders'), mount: orders.mount, initialPath: '/pages/orders', unmount: null },
  delivery: { element: $('portal-delivery'), mount: staging.mount, initialPath: '/pages/delivery', unmount: null },
};

function show(name) {
  const part = parts[name];
  if (part.unmount) return;
  part.unmount = part.mount(part.element, {
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

signInForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(signInForm);
  $('sign-in-error').textContent = '';
  try {
    await orders.signIn(String(data.get('email')), String(data.get('password')));
    signInForm.hidden = true;
    $('sign-out').hidden = false;
    status(`Conectado como ${data.get('email')}`);
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
