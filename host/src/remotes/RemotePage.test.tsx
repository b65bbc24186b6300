import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { act } from 'react';
import { FIRST_IDLE_TIMEOUT_MS } from '../idle';
import { forgetRemotePages, RemotePage, RemoteWidget, REMOTE_LOAD_TIMEOUT_MS } from './RemotePage';
import { fallBack, loadRemoteComponent, resetRemote } from './registry';

jest.mock('./registry', () => ({
  releaseOf: () => ({ url: 'https://cdn.example.com/remote-account/1.0.0/mf-manifest.json', release: '1.0.0', role: 'stable' }),
  fallBack: jest.fn(() => false),
  loadRemoteComponent: jest.fn(),
  resetRemote: jest.fn(async () => undefined),
}));

const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockReset();
  forgetRemotePages();
});

describe('RemotePage', () => {
  it('shows the page a remote exposes', async () => {
    load.mockResolvedValue({ default: () => <h1>Carteira</h1> });
    renderWithProviders(<RemotePage remote="account" module="WalletPage" />);
    expect(await screen.findByRole('heading', { name: 'Carteira' }, { timeout: 5000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('account', 'WalletPage');
  });

  it('contains a remote that cannot load, and loads it again on Tentar novamente', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValue({ default: () => <h1>Carteira</h1> });
    renderWithProviders(<RemotePage remote="account" module="WalletPage" />);
    expect(await screen.findByText('Não foi possível carregar esta parte do portal', {}, { timeout: 5000 })).toBeInTheDocument();
    // Only this page failed: the menu and header beside it still work.
    expect(screen.getByRole('alert')).toHaveTextContent('O restante do portal continua funcionando.');
    // The console names the remote and the URL it came from, for whoever runs the deployment.
    expect(console.error).toHaveBeenCalledWith(
      "[portal] remote 'account' (WalletPage) could not be loaded from https://cdn.example.com/remote-account/1.0.0/mf-manifest.json: RUNTIME-003",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(resetRemote).toHaveBeenCalledWith('account');
    expect(await screen.findByRole('heading', { name: 'Carteira' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('contains a remote page that crashes while rendering', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    renderWithProviders(<RemotePage remote="operations" module="HomePage" />);
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('a page that throws as it mounts is drawn again from the fallback release, with no failure panel', async () => {
    jest.mocked(fallBack).mockReturnValueOnce(true);
    load
      .mockResolvedValueOnce({
        default: () => {
          throw new Error('canary broken');
        },
      })
      .mockResolvedValue({ default: () => <h1>Carteira</h1> });
    renderWithProviders(<RemotePage remote="account" module="WalletPage" />);
    expect(await screen.findByRole('heading', { name: 'Carteira' }, { timeout: 5000 })).toBeInTheDocument();
    expect(fallBack).toHaveBeenCalledWith('account', expect.objectContaining({ message: 'canary broken' }));
    expect(screen.queryByText('Não foi possível carregar esta parte do portal')).not.toBeInTheDocument();
  });

  it('shows the loading state while a slow remote comes, then the fallback after the time-out', async () => {
    jest.useFakeTimers();
    try {
      load.mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValue({ default: () => <h1>Carteira</h1> });
      renderWithProviders(<RemotePage remote="account" module="WalletPage" />);
      expect(screen.queryByText('Não foi possível carregar esta parte do portal')).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS + 10);
      });
      expect(await screen.findByText('Não foi possível carregar esta parte do portal', {}, { timeout: 5000 })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(await screen.findByRole('heading', { name: 'Carteira' }, { timeout: 5000 })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('two renders of one page share one load, and a page that loaded is reused when mounted again', async () => {
    load.mockResolvedValue({ default: () => <h1>Carteira</h1> });
    const first = renderWithProviders(<RemotePage remote="account" module="WalletPage" />);
    expect(await screen.findByRole('heading', { name: 'Carteira' }, { timeout: 5000 })).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<RemotePage remote="account" module="WalletPage" />);
    expect(await screen.findByRole('heading', { name: 'Carteira' }, { timeout: 5000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page that failed loads afresh when the merchant comes back to it later', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValue({ default: () => <h1>Carteira</h1> });
    const first = renderWithProviders(<RemotePage remote="account" module="WalletPage" />);
    expect(await screen.findByText('Não foi possível carregar esta parte do portal', {}, { timeout: 5000 })).toBeInTheDocument();
    first.unmount();
    const later = Date.now() + 5_000;
    const now = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      renderWithProviders(<RemotePage remote="account" module="WalletPage" />);
      expect(await screen.findByRole('heading', { name: 'Carteira' }, { timeout: 5000 })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      now.mockRestore();
    }
  });
});

describe('RemoteWidget', () => {
  it("asks for the widget's code at the browser's first idle moment, not while the frame and its page are drawn", async () => {
    const idle: (() => void)[] = [];
    const w = window as Window & { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
    w.requestIdleCallback = jest.fn((callback: () => void) => idle.push(callback));
    w.cancelIdleCallback = jest.fn();
    try {
      load.mockResolvedValue({ default: () => <button type="button">Alertas</button> });
      renderWithProviders(<RemoteWidget remote="operations" module="OrderAlerts" />);
      expect(w.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: FIRST_IDLE_TIMEOUT_MS });
      expect(load).not.toHaveBeenCalled();
      act(() => idle.shift()!());
      expect(await screen.findByRole('button', { name: 'Alertas' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledWith('operations', 'OrderAlerts');
    } finally {
      Reflect.deleteProperty(w, 'requestIdleCallback');
      Reflect.deleteProperty(w, 'cancelIdleCallback');
    }
  });

  it('a widget that cannot load shows nothing: no loading state, no failure panel', async () => {
    load.mockRejectedValue(new Error('RUNTIME-003'));
    const { container } = renderWithProviders(<RemoteWidget remote="operations" module="OrderAlerts" />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(load).toHaveBeenCalledWith('operations', 'OrderAlerts');
    expect(screen.queryByText('Não foi possível carregar esta parte do portal')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
