import { act, fireEvent, screen, within } from '@testing-library/react';
import { Drawer } from 'antd';
import { answerMediaQueries } from '../testing/media';
import { renderWithProviders } from '../testing/render';
import { NOTICE_SECONDS, usePortalMessage, type NoticeContent, type NoticeType } from './notices';

/**
 * What a screen reader says of a notice: its text, an element's aria-label in place of its content, aria-hidden parts
 * left out (antd's message says 'check-circle Salvo!': its icon is an image named by its file name).
 */
function heard(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  if (node.getAttribute('aria-hidden') === 'true') return '';
  return (node.getAttribute('aria-label') ?? [...node.childNodes].map(heard).join(' ')).replace(/\s+/g, ' ').trim();
}

const closers: Array<() => void> = [];

/** A button that raises a notice, as a signed-in page does. */
function Raise({ type, notice, label = type }: { type: NoticeType; notice: NoticeContent; label?: string }) {
  const message = usePortalMessage();
  return (
    <button type="button" onClick={() => closers.push(message[type](notice))}>
      {label}
    </button>
  );
}

const raise = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
/** The notices on screen with a role, by what each says. */
const said = (role: 'status' | 'alert') => screen.queryAllByRole(role).map(heard);

beforeEach(() => {
  answerMediaQueries();
  closers.length = 0;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("the page's notices, on a signed-in page too (docs/decisions.md D20)", () => {
  it('say their text alone: a success or an info a polite status, an error or a warning an alert, the icon silent', () => {
    renderWithProviders(
      <>
        <Raise type="success" notice="Pedido criado com sucesso!" />
        <Raise type="info" notice="Nenhum pedido para exportar." />
        <Raise type="error" notice="Não foi possível salvar." />
        <Raise type="warning" notice="Aguarde a cotação." />
      </>,
    );
    for (const label of ['success', 'info', 'error', 'warning']) raise(label);
    expect(said('status')).toEqual(['Pedido criado com sucesso!', 'Nenhum pedido para exportar.']);
    expect(said('alert')).toEqual(['Não foi possível salvar.', 'Aguarde a cotação.']);
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it("antd's loading (a spinner, duration 0): a status with the icon it is given, on screen until its close is called", () => {
    jest.useFakeTimers();
    const spinner = <span aria-hidden="true">◌</span>;
    renderWithProviders(<Raise type="info" notice={{ content: 'Confirmando…', duration: 0, icon: spinner }} />);
    raise('info');
    expect(screen.getByRole('status')).toHaveTextContent('◌Confirmando…');
    act(() => jest.advanceTimersByTime(NOTICE_SECONDS * 1000 * 10));
    expect(said('status')).toEqual(['Confirmando…']);
    act(() => closers[0]!());
    expect(said('status')).toEqual([]);
  });

  it('a key replaces its notice in place; a duration is in seconds, 3 s without one', () => {
    jest.useFakeTimers();
    renderWithProviders(
      <>
        <Raise type="info" label="first" notice={{ content: 'Salvando…', key: 'save' }} />
        <Raise type="success" label="second" notice={{ content: 'Salvo!', key: 'save', duration: 5 }} />
        <Raise type="info" label="plain" notice="Copiado." />
      </>,
    );
    raise('first');
    raise('second');
    raise('plain');
    expect(said('status')).toEqual(['Salvo!', 'Copiado.']);
    act(() => jest.advanceTimersByTime(NOTICE_SECONDS * 1000));
    expect(said('status')).toEqual(['Salvo!']);
    act(() => jest.advanceTimersByTime(2000));
    expect(said('status')).toEqual([]);
  });

  it("raised from inside antd's drawer: heard, outside the drawer", async () => {
    renderWithProviders(
      <Drawer open title="Adicionar crédito">
        <Raise type="success" notice="QRCode gerado com sucesso!" />
      </Drawer>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Adicionar crédito' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'success' }));
    const notice = screen.getByRole('status');
    expect(heard(notice)).toBe('QRCode gerado com sucesso!');
    // Drawn above it (antd's message's z-index, over a drawer's 1000): jsdom lays nothing out, the e2e checks it (expectOnTop).
    expect(drawer).not.toContainElement(notice);
  });
});
