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

  it('keeps the page working when the worker cannot be registered', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<AppStatus register={() => Promise.reject(new Error('refused'))} />);
    await act(async () => undefined);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('service worker'), 'refused');
    warn.mockRestore();
  });
});
