import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerMediaQueries, renderWithProviders } from 'shared/testing';
import { makeDelivery, makeOrder } from '../../../../testing/fixtures';
import { shareTrackingMessages as m } from './messages';
import { ShareTracking } from './ShareTracking';
import { trackingMessage, trackUrlOf, whatsappLink, whatsappNumber } from './trackingMessage';

const order = makeOrder({
  short_external_reference: 'P321',
  origin: { name: 'Pizzaria Bella' },
  customer: { name: 'Ana Souza', document: null, phone: '11998765432' },
  delivery: makeDelivery('GOING_TO_DESTINATION'),
});
const TRACK = `${window.location.origin}/api/box/v2/tracking/D12345`;

const coarsePointer = (coarse: boolean) => answerMediaQueries({ coarsePointer: coarse });

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
  jest.restoreAllMocks();
});

describe('the tracking message', () => {
  it("is short pt-BR with the customer's first name, the order and the store", () => {
    expect(trackingMessage(order)).toBe('Olá, Ana! Seu pedido #P321 de Pizzaria Bella já está com a entrega. Acompanhe aqui:');
    expect(trackingMessage({ ...order, customer: { name: '', document: null, phone: '' }, origin: { name: '' } })).toBe(
      'Olá! Seu pedido #P321 já está com a entrega. Acompanhe aqui:',
    );
  });

  it("makes the API's tracking path a full address, and refuses any other scheme", () => {
    expect(trackUrlOf(order)).toBe(TRACK);
    expect(trackUrlOf({ delivery: { ...order.delivery!, track_url: 'javascript:alert(1)' } })).toBeNull();
    expect(trackUrlOf({ delivery: null })).toBeNull();
  });

  it("writes the customer's phone as WhatsApp wants it, with Brazil's 55", () => {
    expect(whatsappNumber('(11) 99876-5432')).toBe('5511998765432');
    expect(whatsappNumber('1133334444')).toBe('551133334444');
    expect(whatsappNumber('5511998765432')).toBe('5511998765432');
    expect(whatsappNumber('123')).toBeNull();
    expect(whatsappLink('11998765432', 'Olá & até')).toBe('https://wa.me/5511998765432?text=Ol%C3%A1%20%26%20at%C3%A9');
  });
});

describe("'Enviar rastreio'", () => {
  it('is not offered without a tracking page', () => {
    renderWithProviders(<ShareTracking order={{ ...order, delivery: makeDelivery('ALLOCATING') }} />);
    expect(screen.queryByRole('button', { name: m.send })).not.toBeInTheDocument();
  });

  it('hands the link to the system share sheet on a touch device', async () => {
    coarsePointer(true);
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    renderWithProviders(<ShareTracking order={order} />);
    await userEvent.click(screen.getByRole('button', { name: m.send }));
    expect(share).toHaveBeenCalledWith({ title: 'Rastreio do pedido #P321', text: trackingMessage(order), url: TRACK });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the message to copy and the WhatsApp chat on a desktop', async () => {
    // userEvent's own clipboard: what the page wrote can be read back.
    const user = userEvent.setup();
    renderWithProviders(<ShareTracking order={order} />);
    await user.click(screen.getByRole('button', { name: m.send }));
    const dialog = await screen.findByRole('dialog');
    const text = `${trackingMessage(order)} ${TRACK}`;
    expect(within(dialog).getByRole('textbox')).toHaveValue(text);
    expect(within(dialog).getByRole('link', { name: m.whatsapp })).toHaveAttribute('href', `https://wa.me/5511998765432?text=${encodeURIComponent(text)}`);
    await user.click(within(dialog).getByRole('button', { name: m.copy }));
    expect(await navigator.clipboard.readText()).toBe(text);
  });

  it('says how to send it when the order has no phone', async () => {
    renderWithProviders(<ShareTracking order={{ ...order, customer: { name: 'Ana', document: null, phone: '' } }} />);
    await userEvent.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByText(m.noPhone)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: m.whatsapp })).not.toBeInTheDocument();
  });
});
