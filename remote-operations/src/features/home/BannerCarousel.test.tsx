import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Banner } from '../../api/operations';
import { answerMediaQueries, renderWithProviders } from 'shared/testing';
import { answer, API, http, installNetwork, server } from 'shared/testing/network';
import { BannerCarousel } from './BannerCarousel';

// Whether a carousel moves by itself is not in the page's markup: antd's Carousel is recorded with what it was told.
const told: { autoplay?: boolean; dots?: boolean }[] = [];
jest.mock('antd', () => ({
  ...jest.requireActual('antd'),
  Carousel: ({ autoplay, dots, children }: { autoplay?: boolean; dots?: boolean; children: ReactNode }) => {
    told.push({ autoplay, dots });
    return <div>{children}</div>;
  },
}));

installNetwork();

const banners = [1, 2, 3, 4].map((id) => ({ id, title: `Novidade ${id}`, description: 'Descrição', bgcolor: '#123456', image: null, link: null }) as Banner);

beforeEach(() => {
  told.length = 0;
  server.use(http.get(API.operations.banners, () => answer({ data: banners } as never)));
});
afterEach(() => jest.restoreAllMocks());

it('the banners move by themselves (part-1 §2, §9)', async () => {
  answerMediaQueries({ reducedMotion: false });
  renderWithProviders(<BannerCarousel />);
  expect(await screen.findByText('Novidade 1')).toBeInTheDocument();
  expect(told.at(-1)).toMatchObject({ autoplay: true });
  // Each banner's title is the level under the page's h1: none skipped (an h4 under the h1 was).
  expect(screen.getByRole('heading', { level: 2, name: 'Novidade 1' })).toBeInTheDocument();
});

it('not for whoever asked the system for less motion: they stay, for the finger or the dots to move', async () => {
  answerMediaQueries({ reducedMotion: true });
  renderWithProviders(<BannerCarousel />);
  expect(await screen.findByText('Novidade 1')).toBeInTheDocument();
  expect(told.at(-1)).toMatchObject({ autoplay: false });
  // Nothing moves by itself, so there is nothing to pause (WCAG 2.2.2).
  expect(screen.queryByRole('button', { name: /novidades/ })).not.toBeInTheDocument();
});

it('the button pausing them (WCAG 2.2.2) names what it will do, and goes when the system asks for less motion', async () => {
  const media = answerMediaQueries({ reducedMotion: false });
  renderWithProviders(<BannerCarousel />);
  await userEvent.click(await screen.findByRole('button', { name: 'Pausar novidades' }));
  expect(told.at(-1)).toMatchObject({ autoplay: false });
  await userEvent.click(screen.getByRole('button', { name: 'Continuar novidades' }));
  expect(told.at(-1)).toMatchObject({ autoplay: true });
  expect(screen.getByRole('button', { name: 'Pausar novidades' })).not.toHaveAttribute('aria-pressed');
  act(() => media.change({ reducedMotion: true }));
  expect(screen.queryByRole('button', { name: /novidades/ })).not.toBeInTheDocument();
  expect(told.at(-1)).toMatchObject({ autoplay: false });
});

it('no button when every banner is in view: nothing moves', async () => {
  answerMediaQueries({ reducedMotion: false });
  server.use(http.get(API.operations.banners, () => answer({ data: banners.slice(0, 1) } as never)));
  renderWithProviders(<BannerCarousel />);
  expect(await screen.findByText('Novidade 1')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /novidades/ })).not.toBeInTheDocument();
});

it('with a mouse, the dots are drawn under the slides, in room of their own; a finger swipes, without dots or room', async () => {
  answerMediaQueries({ coarsePointer: false });
  const mouse = renderWithProviders(<BannerCarousel />);
  expect(await screen.findByText('Novidade 1')).toBeInTheDocument();
  expect(told.at(-1)).toMatchObject({ dots: true });
  expect(screen.getByRole('region', { name: 'Novidades' })).toHaveStyle({ paddingBottom: '24px' });
  mouse.unmount();
  jest.restoreAllMocks();
  answerMediaQueries({ coarsePointer: true });
  renderWithProviders(<BannerCarousel />);
  expect(await screen.findByText('Novidade 1')).toBeInTheDocument();
  expect(told.at(-1)).toMatchObject({ dots: false });
  expect(screen.getByRole('region', { name: 'Novidades' })).toHaveStyle({ paddingBottom: '0px' });
});
