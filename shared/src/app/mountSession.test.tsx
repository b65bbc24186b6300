import { act, within } from '@testing-library/react';
import { getSession } from '../session/actions';
import { PERSIST_KEY, resetPersistenceForTests, serializeState } from '../session/persistence';
import { initialOrdersState, initialSessionState, portalStore, restoredAtom } from '../session/store';
import { makeUser } from '../testing/fixtures';
import { resetStores } from '../testing/render';
import { createRemoteMount } from './mount';

/**
 * mount()'s `session` and the stored state, as on a page's load: nothing restored yet (a file of its own: once
 * persistence runs, it writes every change of the session to storage).
 */
const mount = createRemoteMount([{ path: '/primeira', element: <h1>Primeira página</h1> }]);
const mounted: Array<() => void> = [];

function mountOnLoad(stored: Parameters<typeof serializeState>[0], options: Parameters<typeof mount>[1]): HTMLElement {
  resetStores();
  resetPersistenceForTests();
  portalStore.set(restoredAtom, false);
  window.localStorage.setItem(PERSIST_KEY, serializeState(stored, { ...initialOrdersState }));
  const element = document.createElement('div');
  document.body.appendChild(element);
  act(() => {
    mounted.push(mount(element, options));
  });
  return element;
}

afterEach(() => {
  act(() => {
    for (const unmount of mounted.splice(0)) unmount();
  });
});

describe("mount()'s session and the stored state", () => {
  it('takes the given session over a signed-out state stored by an earlier sign-out, and the page never asks for a sign-in', async () => {
    const onSignInRequired = jest.fn();
    const user = makeUser({ business_user_name: 'Loja Integrada' });
    const element = mountOnLoad({ ...initialSessionState }, { router: 'memory', initialPath: '/primeira', session: { user }, onSignInRequired });
    expect(await within(element).findByRole('heading', { name: 'Primeira página' })).toBeInTheDocument();
    expect(getSession().isLogged).toBe(true);
    expect(getSession().user?.business_user_name).toBe('Loja Integrada');
    expect(onSignInRequired).not.toHaveBeenCalled();
  });

  it('keeps a signed-in stored session over the given one', async () => {
    const stored = { ...initialSessionState, user: makeUser({ business_user_name: 'Loja Guardada' }), isLogged: true };
    const element = mountOnLoad(stored, { router: 'memory', initialPath: '/primeira', session: { user: makeUser({ business_user_name: 'Loja Integrada' }) } });
    expect(await within(element).findByRole('heading', { name: 'Primeira página' })).toBeInTheDocument();
    expect(getSession().user?.business_user_name).toBe('Loja Guardada');
  });
});
