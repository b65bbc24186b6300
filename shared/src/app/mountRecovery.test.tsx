import { act, fireEvent, within } from '@testing-library/react';
import { sessionActions } from '../session/actions';
import { makeUser } from '../testing/fixtures';
import { createRemoteMount } from './mount';

/** antd's providers' chunk fails to load once (a network drop), then loads. */
let mockProvidersFailures = 1;
jest.mock('./AntdProviders', () => {
  if (mockProvidersFailures > 0) {
    mockProvidersFailures -= 1;
    throw new Error('Loading chunk antd-providers failed');
  }
  return jest.requireActual('./AntdProviders');
});

it("a failed load of antd's providers leaves 'Tentar novamente' in the integrator's element, which then shows the page", async () => {
  sessionActions.setUser(makeUser());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const mount = createRemoteMount([{ path: '/primeira', element: <h1>Primeira página</h1> }]);
  const element = document.createElement('div');
  document.body.appendChild(element);
  let unmount = () => {};
  act(() => {
    unmount = mount(element, { router: 'memory', initialPath: '/primeira' });
  });
  fireEvent.click(await within(element).findByRole('button', { name: 'Tentar novamente' }));
  expect(await within(element).findByRole('heading', { name: 'Primeira página' })).toBeInTheDocument();
  act(() => unmount());
  jest.mocked(console.error).mockRestore();
});
