import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Alert, App, Button, DatePicker, Input, Select, Steps, Tabs } from 'antd';
import dayjs from 'dayjs';
import { AntdProviders } from './AntdProviders';
import { CLEAR_CHOICE, CLEAR_FIELD, STEP_ICON } from '../ui';
import { answerMediaQueries } from '../testing/media';

/** antd's own icons are `role="img"` named by their English file name: none of them may be heard. */
const iconNames = () => screen.queryAllByRole('img').map((icon) => icon.getAttribute('aria-label'));

function ConfirmOpener() {
  const { modal } = App.useApp();
  return <Button onClick={() => modal.confirm({ title: 'Excluir o perfil?', content: 'Não dá para desfazer.' })}>Excluir</Button>;
}

beforeEach(() => answerMediaQueries());
afterEach(() => jest.restoreAllMocks());

describe("antd's built-in icons in the portal's providers (docs/decisions.md D20)", () => {
  it('are silent beside text: an alert’s status, a button’s spinner, a date’s clear (antd names it)', () => {
    render(
      <AntdProviders>
        <Alert type="error" showIcon title="Não foi possível salvar." />
        <Button loading>Salvar</Button>
        <DatePicker aria-label="Data" value={dayjs('2030-01-02')} />
      </AntdProviders>,
    );
    expect(iconNames()).toEqual([]);
    // Not 'loading Salvar'.
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveAccessibleName('');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Não foi possível salvar\.$/);
    expect(screen.getByRole('button', { name: 'Limpar' })).toBeInTheDocument();
  });

  it('name a finished or a failed step in pt-BR with STEP_ICON (antd says check / close); a step to come keeps its number', () => {
    const items = [{ title: 'CPF' }, { title: 'Dados' }, { title: 'Veículo' }];
    const { unmount } = render(
      <AntdProviders>
        <Steps current={1} items={items} />
      </AntdProviders>,
    );
    expect(iconNames()).toEqual(['check']);
    unmount();
    render(
      <AntdProviders>
        <Steps current={1} items={items} iconRender={STEP_ICON} />
        <Steps current={1} status="error" items={items} iconRender={STEP_ICON} />
      </AntdProviders>,
    );
    expect(iconNames()).toEqual(['Etapa concluída', 'Etapa concluída', 'Etapa com erro']);
    expect(screen.getAllByText('3')).toHaveLength(2);
  });

  it('are silent as a select’s arrow, one store chosen or several', () => {
    const stores = [
      { value: 'a', label: 'Loja Centro' },
      { value: 'b', label: 'Loja Norte' },
    ];
    render(
      <AntdProviders>
        <Select aria-label="Loja" allowClear value="a" options={stores} />
        <Select aria-label="Lojas" mode="multiple" value={['a', 'b']} options={stores} />
      </AntdProviders>,
    );
    // Not 'down' beside each of them (a chosen store's × is already silent).
    expect(iconNames()).toEqual([]);
    expect(screen.getByRole('combobox', { name: 'Loja' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Lojas' })).toBeInTheDocument();
  });

  it('name in pt-BR a button that is only an icon: an alert’s ×, a search field’s button, the tabs’ …', () => {
    render(
      <AntdProviders>
        <Alert type="info" title="Novidade" closable />
        <Input.Search aria-label="Buscar loja" />
        <Tabs items={[{ key: 'a', label: 'Dados', children: 'x' }]} />
      </AntdProviders>,
    );
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    // The tabs' '…' shows when they overflow the row (never in jsdom, which lays nothing out): its one content is its name.
    expect(screen.getByLabelText('Mais abas').parentElement).toHaveAttribute('aria-haspopup', 'listbox');
    expect(iconNames()).toEqual(['Fechar', 'Buscar']);
  });

  it("name a clearable field's and Select's clear 'Limpar' (CLEAR_FIELD, CLEAR_CHOICE), not 'close-circle' nor 'Clear'", () => {
    render(
      <AntdProviders>
        <Input aria-label="Nome" allowClear={CLEAR_FIELD} defaultValue="Ana" />
        <Input.Search aria-label="Buscar loja" allowClear={CLEAR_FIELD} defaultValue="Centro" />
        <Select aria-label="Loja" allowClear={CLEAR_CHOICE} value="a" options={[{ value: 'a', label: 'Loja Centro' }]} />
      </AntdProviders>,
    );
    expect(screen.getAllByRole('button', { name: 'Limpar' })).toHaveLength(3);
    expect(iconNames()).toEqual(['Limpar', 'Limpar', 'Buscar']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Limpar' })[0]!);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
  });

  it("say what the password toggle does: 'Mostrar senha', then 'Ocultar senha'", () => {
    render(
      <AntdProviders>
        <Input.Password aria-label="Senha" />
      </AntdProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(screen.getByRole('button', { name: 'Ocultar senha', pressed: true })).toBeInTheDocument();
    expect(iconNames()).toEqual([]);
  });

  it('are silent in a confirmation from App.useApp(): its question is heard without "exclamation-circle"', async () => {
    render(
      <AntdProviders>
        <ConfirmOpener />
      </AntdProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {});
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('img')).toEqual([]);
  });
});
