import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { API, answer, errorAnswer, installNetwork, recordRequests, server } from '../testing/network';
import { renderWithProviders } from '../testing/render';
import { PlaceSearch } from './PlaceSearch';

installNetwork();
// Typing twenty characters through antd's AutoComplete, keystroke by keystroke, takes seconds on a loaded 2-core runner.
jest.setTimeout(20_000);

const texts = {
  searching: 'Buscando endereços…',
  failed: 'Não foi possível buscar endereços.',
  noResults: 'Nenhum endereço encontrado',
  offline: 'Aguardando conexão para buscar o endereço',
};

function Field({ onChoose = jest.fn(), onSearchFailed, minChars }: { onChoose?: jest.Mock; onSearchFailed?: jest.Mock; minChars?: number }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="addr">Endereço</label>
      <PlaceSearch
        id="addr"
        value={value}
        sessionId="ABCDEFGH12345678"
        texts={texts}
        minChars={minChars}
        onChange={setValue}
        onChoose={onChoose}
        onSearchFailed={onSearchFailed}
      />
    </>
  );
}

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  onlineManager.setOnline(online);
};
afterEach(() => setOnline(true));

describe('PlaceSearch', () => {
  it('offline, the search waits and says so; it runs by itself once the network is back', async () => {
    const seen = recordRequests();
    server.use(http.get(API.geo.places, () => answer({ data: [{ id: 'place-1', formatted_address: 'Rua Augusta, 900 - Consolação' }] })));
    setOnline(false);
    renderWithProviders(<Field />);
    await userEvent.type(screen.getByLabelText('Endereço'), 'Rua Augusta');
    expect(await screen.findByText(texts.offline)).toBeInTheDocument();
    expect(screen.queryByText(texts.failed)).not.toBeInTheDocument();
    expect(seen.filter((r) => r.path.endsWith('/places'))).toHaveLength(0);
    act(() => setOnline(true));
    expect(await screen.findByText('Rua Augusta, 900 - Consolação')).toBeInTheDocument();
  });

  it('searches once the typing settles, from 5 characters, with the last term only, and hands the chosen place over', async () => {
    const seen = recordRequests();
    server.use(
      http.get(API.geo.places, ({ request }) => {
        const term = new URL(request.url).searchParams.get('term');
        return answer({ data: [{ id: 'place-1', formatted_address: `${term}, 1000 - Bela Vista, São Paulo - SP` }] });
      }),
    );
    const onChoose = jest.fn();
    renderWithProviders(<Field onChoose={onChoose} />);
    const input = screen.getByLabelText('Endereço');
    await userEvent.type(input, 'Av P');
    await new Promise((r) => setTimeout(r, 400));
    expect(seen.filter((r) => r.path.endsWith('/places'))).toHaveLength(0);

    await userEvent.type(input, 'aulista');
    const option = await screen.findByText('Av Paulista, 1000 - Bela Vista, São Paulo - SP');
    const searches = seen.filter((r) => r.path.endsWith('/places')).map((r) => r.query.term);
    expect(searches).toEqual(['Av Paulista']);
    await userEvent.click(option);
    expect(onChoose).toHaveBeenCalledWith('place-1', 'Av Paulista, 1000 - Bela Vista, São Paulo - SP');
    expect(input).toHaveValue('Av Paulista');
  });

  it('says so when the search fails and when it finds nothing, and keeps what was typed', async () => {
    server.use(http.get(API.geo.places, () => errorAnswer(500, 'Erro')));
    const onSearchFailed = jest.fn();
    renderWithProviders(<Field onSearchFailed={onSearchFailed} />);
    const input = screen.getByLabelText('Endereço');
    await userEvent.type(input, 'Rua Augusta');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível buscar endereços.');
    expect(onSearchFailed).toHaveBeenCalled();
    expect(input).toHaveValue('Rua Augusta');

    server.use(http.get(API.geo.places, () => answer({ data: [] })));
    await userEvent.type(input, ' 500');
    await waitFor(() => expect(screen.getByText('Nenhum endereço encontrado')).toBeInTheDocument());
  });

  it('searches from the number of characters it is given (the legacy builder: any text)', async () => {
    const seen = recordRequests();
    server.use(http.get(API.geo.places, () => answer({ data: [{ id: 'place-m', formatted_address: 'Marginal Pinheiros - São Paulo - SP' }] })));
    renderWithProviders(<Field minChars={1} />);
    await userEvent.type(screen.getByLabelText('Endereço'), 'M');
    expect(await screen.findByText('Marginal Pinheiros - São Paulo - SP')).toBeInTheDocument();
    expect(seen.filter((r) => r.path.endsWith('/places')).map((r) => r.query.term)).toEqual(['M']);
  });
});
