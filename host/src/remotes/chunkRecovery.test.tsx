import { lazy, Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { RemoteErrorBoundary } from 'shared';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  ChunkErrorRecovery,
  isChunkLoadError,
  reloadOnceForChunkError,
  type RecoveryEnvironment,
} from './chunkRecovery';

function chunkLoadError(): Error {
  const error = new Error('Loading chunk __federation_expose_WalletPage failed.\n(missing: http://localhost:3004/__federation_expose_WalletPage.68a6673d.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function environment(now = 1_000_000): RecoveryEnvironment & { reload: jest.Mock; values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    storage: { getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) },
    reload: jest.fn(),
    now: () => now,
  };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('isChunkLoadError', () => {
  it('knows the errors of a missing chunk, and nothing else', () => {
    expect(isChunkLoadError(chunkLoadError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('RUNTIME-003: Failed to get manifest'))).toBe(false);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  it('reloads once, then not again within the window, and again after it', () => {
    const env = environment();
    expect(reloadOnceForChunkError(chunkLoadError(), env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.values.get(CHUNK_RELOAD_KEY)).toBe('1000000');

    expect(reloadOnceForChunkError(chunkLoadError(), env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);

    const later = { ...env, now: () => 1_000_000 + CHUNK_RELOAD_WINDOW_MS + 1 };
    expect(reloadOnceForChunkError(chunkLoadError(), later)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors, or without storage to remember it did', () => {
    const env = environment();
    expect(reloadOnceForChunkError(new Error('boom'), env)).toBe(false);
    expect(reloadOnceForChunkError(chunkLoadError(), { ...env, storage: null })).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe('ChunkErrorRecovery', () => {
  function page(error: Error, env: RecoveryEnvironment) {
    const Failing = lazy(() => Promise.reject(error));
    return render(
      <RemoteErrorBoundary>
        <ChunkErrorRecovery environment={env}>
          <Suspense fallback={<p>carregando</p>}>
            <Failing />
          </Suspense>
        </ChunkErrorRecovery>
      </RemoteErrorBoundary>,
    );
  }

  it('a page whose chunk is gone after a redeploy: reloads once and shows the loading state, not the fallback', async () => {
    const env = environment();
    page(chunkLoadError(), env);
    await waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Não foi possível carregar esta parte do portal')).not.toBeInTheDocument();
  });

  it('still missing right after the reload: the fallback with Tentar novamente, no reload loop', async () => {
    const env = environment();
    env.values.set(CHUNK_RELOAD_KEY, String(1_000_000 - 5_000));
    page(chunkLoadError(), env);
    expect(await screen.findByText('Não foi possível carregar esta parte do portal', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('any other error goes to the fallback at once', async () => {
    const env = environment();
    page(new Error('RUNTIME-003'), env);
    expect(await screen.findByText('Não foi possível carregar esta parte do portal', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it("a quiet widget's failure, a missing chunk included, draws nothing: no reload, no panel, one console line", async () => {
    const env = environment();
    const Broken = lazy(() => Promise.reject(chunkLoadError()));
    render(
      <div data-testid="header">
        <ChunkErrorRecovery quiet="operations/OrderAlerts" environment={env}>
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </ChunkErrorRecovery>
      </div>,
    );
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('[portal] widget operations/OrderAlerts failed', expect.stringContaining('Loading chunk')));
    expect(screen.getByTestId('header')).toBeEmptyDOMElement();
    expect(env.reload).not.toHaveBeenCalled();
  });
});
