import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button, ConfigProvider, Grid } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { ResponsiveTable } from './ResponsiveTable';

interface Row {
  id: string;
  name: string;
  city: string;
}

const rows: Row[] = [
  { id: 'a', name: 'Ana Souza', city: 'São Paulo' },
  { id: 'b', name: 'Bruno Lima', city: 'Campinas' },
];
const columns = [
  { title: 'Nome', dataIndex: 'name', key: 'name' },
  { title: 'Cidade', key: 'city', render: (_: unknown, row: Row) => <em>{row.city}</em> },
  { title: 'Ações', key: 'actions', render: (_: unknown, row: Row) => <Button aria-label={`Ações de ${row.name}`}>…</Button> },
];
const at = (width: number) => jest.spyOn(Grid, 'useBreakpoint').mockReturnValue({ xs: width < 576, sm: width >= 576, md: width >= 768, lg: width >= 992 });

afterEach(() => jest.restoreAllMocks());

/** 200 people: 20 pages of 10, so antd's pager draws its '…' jumps too. */
const many: Row[] = Array.from({ length: 200 }, (_, i) => ({ id: String(i), name: `Pessoa ${i + 1}`, city: 'Campinas' }));
/** antd's own icons are `role="img"` named by their English file name ('left', 'double-right'): none may be heard. */
const iconNames = () => screen.queryAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
/** In the pt-BR locale, as the portal's providers draw every page. */
const inPortuguese = (ui: React.ReactElement) => render(<ConfigProvider locale={ptBR}>{ui}</ConfigProvider>);

describe('ResponsiveTable', () => {
  it('is a table from a tablet up', () => {
    at(820);
    render(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={rows} pagination={false} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it.each([
    ['the table', 820],
    ['the cards', 390],
  ])('%s: in no live region, loading or not (a list refreshed every 60 s is not read out), and busy while it loads', (_, width) => {
    at(width);
    const { container, rerender } = render(<ResponsiveTable<Row> aria-label="Pessoas" rowKey="id" columns={columns} dataSource={rows} loading />);
    const rowsOf = () => (width < 768 ? screen.getByRole('list', { name: 'Pessoas' }) : screen.getByRole('table'));
    expect(rowsOf().closest('[aria-live]:not([aria-live="off"])')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(rowsOf());
    rerender(<ResponsiveTable<Row> aria-label="Pessoas" rowKey="id" columns={columns} dataSource={rows} loading={false} />);
    expect(rowsOf().closest('[aria-live]:not([aria-live="off"])')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('is a card per row on a phone: the first column as its title, the others under their titles, the actions at its top', () => {
    at(390);
    render(<ResponsiveTable<Row> aria-label="Pessoas" rowKey="id" columns={columns} dataSource={rows} pagination={false} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Pessoas' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('term')).toHaveTextContent('Cidade');
    expect(within(cards[0]!).getByRole('definition')).toHaveTextContent('São Paulo');
    expect(within(cards[1]!).getByRole('button', { name: 'Ações de Bruno Lima' })).toBeInTheDocument();
  });

  it("keeps the table's row selection and pagination on a phone", () => {
    at(390);
    const onSelect = jest.fn();
    const onPage = jest.fn();
    render(
      <ResponsiveTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: ['a'],
          onChange: onSelect,
          getCheckboxProps: (row) => ({ 'aria-label': `Escolher ${row.name}` }) as never,
        }}
        pagination={{ current: 1, pageSize: 2, total: 5, onChange: onPage }}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Escolher Ana Souza' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Escolher Bruno Lima' }));
    expect(onSelect).toHaveBeenCalledWith(['b'], [rows[1]], { type: 'single' });
    fireEvent.click(screen.getByTitle(/Próxima página|Next Page/));
    expect(onPage).toHaveBeenCalledWith(2, 2);
  });

  it("offers the sortable columns in an 'Ordenar por' list on a phone, answering as a header's click would", async () => {
    at(390);
    const onChange = jest.fn();
    const sortable = [{ ...columns[0]!, sorter: true, sortOrder: 'descend' as const }, columns[1]!];
    render(<ResponsiveTable<Row> rowKey="id" columns={sortable} dataSource={rows} pagination={false} onChange={onChange} />);
    const picker = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(screen.getByTitle('Nome (decrescente)')).toBeInTheDocument();
    // Its clear is 'Limpar' (CLEAR_CHOICE), not antd's 'Clear'.
    expect(screen.getByRole('button', { name: 'Limpar' })).toBeInTheDocument();
    fireEvent.mouseDown(picker);
    const option = (label: string) => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.title === label);
    await waitFor(() => expect(option('Nome (crescente)')).toBeDefined());
    // Only the column that sorts is offered, both ways.
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    expect(options).toEqual(['Nome (crescente)', 'Nome (decrescente)']);
    fireEvent.click(option('Nome (crescente)')!);
    expect(onChange).toHaveBeenCalledWith({}, {}, expect.objectContaining({ columnKey: 'name', order: 'ascend' }), expect.objectContaining({ action: 'sort' }));
  });

  it("sorts the cards itself by a column that only gives a compare function, as antd's Table sorts its rows", async () => {
    at(390);
    const cities = [...rows, { id: 'c', name: 'Carla Dias', city: 'Barueri' }];
    const byCity = [columns[0]!, { ...columns[1]!, sorter: (a: Row, b: Row) => a.city.localeCompare(b.city, 'pt-BR') }, columns[2]!];
    render(<ResponsiveTable<Row> aria-label="Pessoas" rowKey="id" columns={byCity} dataSource={cities} pagination={false} />);
    const names = () =>
      within(screen.getByRole('list', { name: 'Pessoas' }))
        .getAllByRole('listitem')
        .map((card) => cities.find((row) => card.textContent?.includes(row.name))?.name);
    expect(names()).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']);
    const option = (label: string) => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.title === label);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await waitFor(() => expect(option('Cidade (crescente)')).toBeDefined());
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['Cidade (crescente)', 'Cidade (decrescente)']);
    fireEvent.click(option('Cidade (crescente)')!);
    await waitFor(() => expect(names()).toEqual(['Carla Dias', 'Bruno Lima', 'Ana Souza']));
    expect(document.querySelector('.ant-select-content')).toHaveAttribute('title', 'Cidade (crescente)');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await waitFor(() => expect(option('Cidade (decrescente)')).toBeDefined());
    fireEvent.click(option('Cidade (decrescente)')!);
    await waitFor(() => expect(names()).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']));
  });

  it("names the table's pager arrows and jumps in pt-BR, antd's own texts, their icons silent", () => {
    at(820);
    const onPage = jest.fn();
    // No page size list: its Select's arrow is the portal's providers' to silence.
    inPortuguese(
      <ResponsiveTable<Row> rowKey="id" columns={columns.slice(0, 2)} dataSource={many} pagination={{ onChange: onPage, showSizeChanger: false }} />,
    );
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '5 próximas páginas' }));
    expect(onPage).toHaveBeenLastCalledWith(6, 10);
    expect(screen.getByRole('button', { name: '5 páginas anteriores' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPage).toHaveBeenLastCalledWith(7, 10);
    expect(iconNames()).toEqual([]);
  });

  it("marks the table's page shown aria-current, whether antd or the caller keeps it", () => {
    at(820);
    const current = () => [...document.querySelectorAll('.ant-pagination [aria-current="page"]')].map((item) => item.textContent);
    const { unmount } = inPortuguese(
      <ResponsiveTable<Row> rowKey="id" columns={columns.slice(0, 2)} dataSource={many} pagination={{ showSizeChanger: false }} />,
    );
    expect(current()).toEqual(['1']);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(current()).toEqual(['2']);
    unmount();
    inPortuguese(<ResponsiveTable<Row> rowKey="id" columns={columns.slice(0, 2)} dataSource={many} pagination={{ current: 4, showSizeChanger: false }} />);
    expect(current()).toEqual(['4']);
  });

  it("keeps a caller's own pager items", () => {
    at(820);
    inPortuguese(
      <ResponsiveTable<Row>
        rowKey="id"
        columns={columns.slice(0, 2)}
        dataSource={many}
        pagination={{ itemRender: (_page, type, item) => (type === 'next' ? <button type="button">Seguinte</button> : item) }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Seguinte' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Próxima página' })).not.toBeInTheDocument();
  });

  it("names the cards' pager arrows in pt-BR too, their icons silent", () => {
    at(390);
    const onPage = jest.fn();
    inPortuguese(
      <ResponsiveTable<Row>
        rowKey="id"
        columns={columns.slice(0, 2)}
        dataSource={many.slice(0, 10)}
        pagination={{ current: 1, pageSize: 10, total: 60, onChange: onPage }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPage).toHaveBeenCalledWith(2, 10);
    expect(iconNames()).toEqual([]);
  });

  it('says what the table would when there is nothing', () => {
    at(390);
    render(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={[]} locale={{ emptyText: 'Nenhuma pessoa' }} pagination={false} />);
    expect(screen.getByText('Nenhuma pessoa')).toBeInTheDocument();
  });
});
