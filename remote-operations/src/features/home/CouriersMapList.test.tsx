import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Grid } from 'antd';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, server } from 'shared/testing/network';
import { CouriersMap } from './CouriersMap';
import { homeMessages as m } from './messages';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

// makeUser's store is at -23.561684, -46.655981: Bruna rides 0,81 km from it, Carlos 0,20 km.
const BRUNA = { uuid: 'c2', name: 'Bruna Longe Dias', lat: -23.568, lng: -46.66 };
const CARLOS = { uuid: 'c1', name: 'Carlos Perto Silva', lat: -23.5601, lng: -46.6551 };

installNetwork();
afterEach(() => jest.restoreAllMocks());

const answerNearby = (couriers: (typeof BRUNA)[] | 'fails') =>
  server.use(http.get(API.operations.nearbyCouriers, () => (couriers === 'fails' ? errorAnswer(500, 'Erro interno.') : answer({ data: couriers }))));
/** A phone's width (390 px): antd's breakpoints below sm. */
const onPhone = () => jest.spyOn(Grid, 'useBreakpoint').mockReturnValue({ xs: true, sm: false, md: false, lg: false, xl: false, xxl: false });
const render = () => renderWithProviders(<CouriersMap />, { session: { user: makeUser() } });

describe('the couriers of the map as a list (keyboard and screen readers)', () => {
  it('lists the couriers beside the map on a wide screen, named by their count, nearest first with their distance', async () => {
    answerNearby([BRUNA, CARLOS]);
    render();
    const list = await screen.findByRole('list', { name: m.mapCount(2) });
    expect(m.mapCount(2)).toBe('2 entregadores perto da sua loja');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Carlos Perto Silva0,20 km', 'Bruna Longe Dias0,81 km']);
    expect(within(items[0]!).getByText('0,20 km')).toBeInTheDocument();
    // No taller than the map beside it: it scrolls, so the keyboard can reach it to scroll it.
    expect(list).toHaveAttribute('tabindex', '0');
    // The map and its pins stay; no switch is needed when both fit.
    expect(screen.getByRole('region', { name: m.mapTitle })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: m.mapStoreMarker })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: m.mapViewLabel })).not.toBeInTheDocument();
    // Each courier is said once, in the list: the pin beside it is drawing (its name a mouse's tooltip).
    expect(screen.getByTitle('Carlos Perto Silva')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: m.mapTitle }))
        .queryAllByRole('img')
        .map((pin) => pin.getAttribute('aria-label')),
    ).toEqual([m.mapStoreMarker]);
  });

  it("says one courier in the singular and none with the empty state's text, without a list", async () => {
    answerNearby([CARLOS]);
    const { unmount } = render();
    expect(await screen.findByRole('list', { name: '1 entregador perto da sua loja' })).toBeInTheDocument();
    unmount();

    answerNearby([]);
    render();
    expect(await screen.findByText(m.mapNoCouriers)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: m.mapTitle })).toBeInTheDocument();
  });

  it('counts nothing when the couriers could not be read: the error says it', async () => {
    answerNearby('fails');
    render();
    expect(await screen.findByText(m.mapLoadError)).toBeInTheDocument();
    expect(screen.queryByText(m.mapNoCouriers)).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("on a phone switches between 'Mapa' and 'Lista' by keyboard, keeping the same map", async () => {
    onPhone();
    answerNearby([BRUNA, CARLOS]);
    const user = userEvent.setup();
    render();
    const views = await screen.findByRole('radiogroup', { name: m.mapViewLabel });
    expect(within(views).getByRole('radio', { name: m.mapViewMap })).toBeChecked();
    expect(screen.getByText(m.mapCount(2))).toBeInTheDocument();
    const map = screen.getByRole('region', { name: m.mapTitle });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    // The map alone: its pins are the couriers' names.
    expect(within(map).getByRole('img', { name: 'Carlos Perto Silva' })).toBeInTheDocument();

    // Tab to the chosen view, then the arrow moves the choice, as in any radio group.
    const mapRadio = within(views).getByRole('radio', { name: m.mapViewMap });
    for (let i = 0; i < 5 && document.activeElement !== mapRadio; i += 1) await user.tab();
    expect(mapRadio).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(views).getByRole('radio', { name: m.mapViewList })).toBeChecked();
    const list = screen.getByRole('list', { name: m.mapCount(2) });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Carlos Perto Silva');
    // One at a time on a phone: the map is hidden (not gone: the merchant's pan and zoom wait for them).
    expect(screen.queryByRole('region', { name: m.mapTitle })).not.toBeInTheDocument();

    await user.click(within(views).getByText(m.mapViewMap));
    expect(screen.getByRole('region', { name: m.mapTitle })).toBe(map);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
