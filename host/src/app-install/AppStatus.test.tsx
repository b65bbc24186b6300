import { setBrowserOnline } from 'shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import AppStatus from './AppStatus';
import { appInstallMessages as m } from './messages';
import type { ServiceWorkerHandle } from './serviceWorker';

afterEach(() => setBrowserOnline(true));

describe('the installed app notices', () => {
  it('says when the device is offline, and stops saying it when the network is back', async () => {
    render(<AppStatus register={async () => null} />);
    expect(screen.queryByText(m.offline)).not.toBeInTheDocument();
    act(() => setBrowserOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(m.offline);
    act(() => setBrowserOnline(true));
    expect(screen.queryByText(m.offline)).not.toBeInTheDocument();
  });

  it("offers a waiting release with 'Nova versão disponível', and reloads into it only on the click", async () => {
    let announce: (handle: ServiceWorkerHandle) => void = () => undefined;
    const update = jest.fn();
    render(
      <AppStatus
        register={async (onUpdate) => {
          announce = onUpdate;
          return null;
        }}
      />,
    );
    expect(screen.queryByText(m.updateReady)).not.toBeInTheDocument();
    act(() => announce({ update }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.updateReady);
    expect(update).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: m.updateNow }));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("publishes the notices' height for the pages to stay clear of, and 0px without them", async () => {
    const observed: Array<() => void> = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observed.push(this.callback);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    let height = 48;
    const measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
    const root = () => document.documentElement.style.getPropertyValue('--portal-status-bar-height');
    try {
      const { unmount } = render(<AppStatus register={async () => null} />);
      expect(root()).toBe('0px');
      act(() => setBrowserOnline(false));
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(root()).toBe('48px');
      // The notice wraps to two lines (a phone turned upright).
      height = 88.4;
      act(() => {
        for (const callback of observed) callback();
      });
      expect(root()).toBe('89px');
      act(() => setBrowserOnline(true));
      expect(root()).toBe('0px');
      act(() => setBrowserOnline(false));
      unmount();
      expect(root()).toBe('0px');
    } finally {
      measure.mockRestore();
      window.ResizeObserver = original;
    }
  });

  it("lets the merchant put the update off with 'Agora não', until a newer release is waiting", async () => {
    let announce: (handle: ServiceWorkerHandle) => void = () => undefined;
    const update = jest.fn();
    render(
      <AppStatus
        register={async (onUpdate) => {
          announce = onUpdate;
          return null;
        }}
      />,
    );
    act(() => announce({ update }));
    fireEvent.click(screen.getByRole('button', { name: m.updateLater }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    act(() => announce({ update }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.updateReady);
  });

  it('keeps the page working when the worker cannot be registered', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<AppStatus register={() => Promise.reject(new Error('refused'))} />);
    await act(async () => undefined);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('service worker'), 'refused');
    warn.mockRestore();
  });
});
