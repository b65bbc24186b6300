import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { getApiBaseUrl, setApiBaseUrl } from '../http/client';
import { getSession, sessionActions } from '../session/actions';
import { resetStores } from '../testing/render';
import { makeUser } from '../testing/fixtures';
import { createRemoteMount } from './mount';

function Where({ label }: { label: string }) {
  const location = useLocation();
  return (
    <div>
      <h1>{label}</h1>
      <p>{`em ${location.pathname}`}</p>
      <Link to="/segunda">Ir para a segunda</Link>
    </div>
  );
}

const mountRemote = createRemoteMount([
  { path: '/primeira', element: <Where label="Primeira página" /> },
  { path: '/segunda', element: <Where label="Segunda página" /> },
]);

/** Every mount of a test, unmounted after it so no root outlives its test. */
const mounted: Array<() => void> = [];
const mount: typeof mountRemote = (element, options) => {
  const unmount = mountRemote(element, options);
  mounted.push(unmount);
  return unmount;
};

function container(): HTMLElement {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return element;
}

afterEach(() => {
  act(() => {
    for (const unmount of mounted.splice(0)) unmount();
  });
});

beforeEach(() => {
  resetStores();
  setApiBaseUrl('');
  document.body.innerHTML = '';
});

describe('createRemoteMount: mount(element, options) → unmount', () => {
  it('renders the remote into a bare element, with its own providers and router, and unmount empties it', async () => {
    sessionActions.setUser(makeUser());
    const element = container();
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { router: 'memory', initialPath: '/segunda' });
    });
    expect(await within(element).findByRole('heading', { name: 'Segunda página' })).toBeInTheDocument();
    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
  });

  it("shows the first page as soon as antd's providers arrive, not at React's 300 ms after the spinner", async () => {
    sessionActions.setUser(makeUser());
    // The providers' code is at hand (its first require is jest's cost, not the page's): what is left is the reveal.
    await import('./AntdProviders');
    const element = container();
    const start = performance.now();
    act(() => {
      mount(element, { router: 'memory', initialPath: '/primeira' });
    });
    await within(element).findByRole('heading', { name: 'Primeira página' }, { timeout: 2000, interval: 5 });
    // Without it, React's hold alone is 300 ms from the spinner, which comes after `start`.
    expect(performance.now() - start).toBeLessThan(300);
  });

  it('two mounts on one page keep their own routes, and unmounting one leaves the other', async () => {
    sessionActions.setUser(makeUser());
    const first = container();
    const second = container();
    let unmountFirst: () => void = () => undefined;
    act(() => {
      unmountFirst = mount(first, { router: 'memory', initialPath: '/primeira' });
      mount(second, { router: 'memory', initialPath: '/segunda' });
    });
    expect(await within(first).findByText('em /primeira')).toBeInTheDocument();
    expect(await within(second).findByText('em /segunda')).toBeInTheDocument();

    act(() => within(first).getByRole('link', { name: 'Ir para a segunda' }).click());
    expect(await within(first).findByText('em /segunda')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');

    act(() => unmountFirst());
    expect(first).toBeEmptyDOMElement();
    expect(within(second).getByRole('heading', { name: 'Segunda página' })).toBeInTheDocument();
  });

  it('mounts again after an unmount (a page that swaps its panels), with the providers already loaded', async () => {
    sessionActions.setUser(makeUser());
    const element = container();
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { router: 'memory', initialPath: '/primeira' });
    });
    await within(element).findByRole('heading', { name: 'Primeira página' });
    act(() => unmount());
    await act(async () => undefined);
    act(() => {
      mount(element, { router: 'memory', initialPath: '/segunda' });
    });
    expect(await within(element).findByRole('heading', { name: 'Segunda página' })).toBeInTheDocument();
  });

  it('an unknown initial path goes to the first page', async () => {
    sessionActions.setUser(makeUser());
    const element = container();
    act(() => {
      mount(element, { router: 'memory', initialPath: '/nao-existe' });
    });
    expect(await within(element).findByText('em /primeira')).toBeInTheDocument();
  });

  it('takes the API base URL and a given session when none is stored', async () => {
    const element = container();
    const user = makeUser({ business_user_name: 'Loja Integrada' });
    act(() => {
      mount(element, { router: 'memory', initialPath: '/primeira', apiBaseUrl: 'https://portal.example.com/', session: { user } });
    });
    expect(getApiBaseUrl()).toBe('https://portal.example.com');
    expect(await within(element).findByRole('heading', { name: 'Primeira página' })).toBeInTheDocument();
    expect(getSession().isLogged).toBe(true);
    expect(getSession().user?.business_user_name).toBe('Loja Integrada');
  });

  it("loads a page whose chunk failed again on 'Tentar novamente'", async () => {
    sessionActions.setUser(makeUser());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('Loading chunk 512 failed'))
      .mockResolvedValue({ default: () => <h1>Página carregada</h1> });
    const flaky = createRemoteMount([{ path: '/instavel', load }]);
    const element = container();
    act(() => {
      mounted.push(flaky(element, { router: 'memory', initialPath: '/instavel' }));
    });
    fireEvent.click(await within(element).findByRole('button', { name: 'Tentar novamente' }));
    expect(await within(element).findByRole('heading', { name: 'Página carregada' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    jest.mocked(console.error).mockRestore();
  });

  it('with no session, asks the page to sign in and shows the page once someone signs in', async () => {
    const element = container();
    const onSignInRequired = jest.fn();
    act(() => {
      mount(element, { router: 'memory', initialPath: '/primeira', onSignInRequired });
    });
    await waitFor(() => expect(onSignInRequired).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Primeira página' })).not.toBeInTheDocument();
    act(() => sessionActions.setUser(makeUser()));
    expect(await within(element).findByRole('heading', { name: 'Primeira página' })).toBeInTheDocument();
  });

  it('the browser router follows the base path', async () => {
    sessionActions.setUser(makeUser());
    window.history.pushState({}, '', '/loja/painel/segunda');
    const element = container();
    act(() => {
      mount(element, { basePath: '/loja/painel' });
    });
    expect(await within(element).findByText('em /segunda')).toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });
});
