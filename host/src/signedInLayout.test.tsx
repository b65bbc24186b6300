import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appMessages } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { SignedInLayout } from './App';
import { loadPortalLayout } from './remotes/prefetch';

jest.mock('./remotes/prefetch', () => ({ loadPortalLayout: jest.fn(), PrefetchNextRemote: () => null }));
const load = loadPortalLayout as jest.MockedFunction<typeof loadPortalLayout>;

afterEach(() => jest.restoreAllMocks());

it("a failed load of the side menu and header is the retry panel, not a blank page, and 'Tentar novamente' asks again", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValueOnce(new Error('Failed to fetch'));
  load.mockResolvedValueOnce({ PortalLayout: ({ children }: { children: React.ReactNode }) => <main>Menu e cabeçalho {children}</main> } as never);
  renderWithProviders(<SignedInLayout>a página</SignedInLayout>);
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent(appMessages.remoteFailedTitle);
  // The layout is the whole signed-in screen: no 'rest of the portal' goes on working beside its panel.
  expect(panel).not.toHaveTextContent('O restante do portal continua funcionando');
  await userEvent.click(screen.getByRole('button', { name: appMessages.retry }));
  expect(await screen.findByRole('main')).toHaveTextContent('Menu e cabeçalho a página');
  expect(load).toHaveBeenCalledTimes(2);
});
