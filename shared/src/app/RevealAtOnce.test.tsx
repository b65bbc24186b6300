import { render, screen } from '@testing-library/react';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyAtOnce, RevealAtOnce } from './RevealAtOnce';

class ErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>{this.state.error.message}</p> : this.props.children;
  }
}

/** A page whose code arrives `ms` after it is asked for, and when it did. */
function slowPage(ms: number) {
  let arrivedAt = 0;
  const load = new Promise<{ default: ComponentType }>((resolve) =>
    setTimeout(() => {
      arrivedAt = performance.now();
      resolve({ default: () => <h1>Entrar</h1> });
    }, ms),
  );
  return { Page: lazy(() => load), arrival: load, arrivedAt: () => arrivedAt };
}

/** How long after its code arrived the page was on screen. */
async function shownAfterArrival(boundary: (page: ReturnType<typeof slowPage>, children: ReactNode) => ReactNode): Promise<number> {
  const page = slowPage(50);
  render(boundary(page, <page.Page />));
  expect(screen.getByText('Carregando…')).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Entrar' }, { timeout: 2000, interval: 5 });
  return performance.now() - page.arrivedAt();
}

describe('RevealAtOnce', () => {
  it('shows the content as soon as its code arrives, where Suspense alone holds it until 300 ms after its fallback', async () => {
    const alone = await shownAfterArrival((_, children) => <Suspense fallback={<p>Carregando…</p>}>{children}</Suspense>);
    document.body.innerHTML = '';
    const atOnce = await shownAfterArrival((page, children) => (
      <RevealAtOnce arrival={page.arrival} fallback={<p>Carregando…</p>}>
        {children}
      </RevealAtOnce>
    ));
    // React's throttle: the fallback appeared at ~0 ms and the code at 50 ms, so Suspense alone shows it at ~300 ms.
    expect(alone).toBeGreaterThan(150);
    expect(atOnce).toBeLessThan(100);
  });

  it('lets a load that failed reach the error boundary', async () => {
    const failed = Promise.reject(new Error('RUNTIME-003'));
    const Page = lazy(() => failed as Promise<{ default: ComponentType }>);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <RevealAtOnce arrival={failed} fallback={<p>Carregando…</p>}>
          <Page />
        </RevealAtOnce>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('RUNTIME-003')).toBeInTheDocument();
  });

  it('lazyAtOnce: the lazy component and its arrival share one load, shown as soon as it arrives', async () => {
    let arrivedAt = 0;
    const load = jest.fn(
      () =>
        new Promise<{ default: ComponentType<{ name: string }> }>((resolve) =>
          setTimeout(() => {
            arrivedAt = performance.now();
            resolve({ default: ({ name }) => <h1>{name}</h1> });
          }, 50),
        ),
    );
    const part = lazyAtOnce(load);
    expect(load).not.toHaveBeenCalled();
    render(
      <RevealAtOnce arrival={part.arrival()} fallback={<p>Carregando…</p>}>
        <part.Component name="Pix" />
      </RevealAtOnce>,
    );
    await screen.findByRole('heading', { name: 'Pix' }, { timeout: 2000, interval: 5 });
    expect(performance.now() - arrivedAt).toBeLessThan(100);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lazyAtOnce forgets a failed load: the next arrival asks again, a load that arrived is kept', async () => {
    const loaded = { default: () => <h1>Pix</h1> };
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 77 failed')).mockResolvedValue(loaded);
    const part = lazyAtOnce(load);
    await expect(part.arrival()).rejects.toThrow('Loading chunk 77 failed');
    await expect(part.arrival()).resolves.toBe(loaded);
    await expect(part.arrival()).resolves.toBe(loaded);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
