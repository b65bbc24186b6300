import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from '../../api/operations';
import { answerMediaQueries, renderWithProviders } from 'shared/testing';
import { answer, API, http, installNetwork, server } from 'shared/testing/network';
import { BannerCarousel } from './BannerCarousel';

// antd's real Carousel (react-slick) and its own timer: the banner in view is the one a screen reader is given.
installNetwork();

const banners = [1, 2, 3, 4].map(
  (id) =>
    ({
      id,
      title: `Novidade ${id}`,
      description: 'Descrição',
      bgcolor: '#123456',
      image: null,
      link: { href: `https://exemplo.com.br/${id}`, target: '_blank', text: `Saiba mais ${id}` },
    }) as Banner,
);
const inView = () => screen.getAllByRole('article').map((slide) => slide.getAttribute('aria-label'));
/** Longer than react-slick's 3 s between slides. */
const wait = () => act(() => jest.advanceTimersByTime(7_000));
/**
 * The banners come from the network (msw, real I/O) while the clock is fake: findBy's 1 s of fake time passes in a few
 * real milliseconds, too soon on a loaded machine. Both limits are generous in fake and in real time.
 */
const shown = () => screen.findByRole('button', { name: 'Pausar novidades' }, { timeout: 30_000 });
jest.setTimeout(30_000);

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  server.use(http.get(API.operations.banners, () => answer({ data: banners } as never)));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it("'Pausar novidades' stops the slides where they are; 'Continuar novidades' moves them again (WCAG 2.2.2)", async () => {
  answerMediaQueries({ reducedMotion: false });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<BannerCarousel />);
  await shown();
  const first = inView();
  await wait();
  const moved = inView();
  expect(moved).not.toEqual(first);

  await user.click(screen.getByRole('button', { name: 'Pausar novidades' }));
  await wait();
  await wait();
  expect(inView()).toEqual(moved);

  await user.click(screen.getByRole('button', { name: 'Continuar novidades' }));
  await wait();
  expect(inView()).not.toEqual(moved);
  expect(screen.getByRole('button', { name: 'Pausar novidades' })).toBeInTheDocument();
});

it('stand still while the keyboard is on a link in them, and move again when it leaves', async () => {
  answerMediaQueries({ reducedMotion: false });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<BannerCarousel />);
  const pause = await shown();
  await user.tab();
  expect(pause).toHaveFocus();
  await user.tab();
  expect(screen.getAllByRole('link', { name: /^Saiba mais/ })[0]).toHaveFocus();
  const focused = inView();
  await wait();
  await wait();
  expect(inView()).toEqual(focused);

  await user.tab({ shift: true });
  expect(pause).toHaveFocus();
  await wait();
  expect(inView()).not.toEqual(focused);
});

it('stand still under the mouse (react-slick pauseOnHover)', async () => {
  answerMediaQueries({ reducedMotion: false });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<BannerCarousel />);
  await shown();
  const hovered = inView();
  await user.hover(screen.getByRole('article', { name: hovered[0]! }));
  await wait();
  expect(inView()).toEqual(hovered);
  await user.unhover(screen.getByRole('article', { name: hovered[0]! }));
  await wait();
  expect(inView()).not.toEqual(hovered);
});
