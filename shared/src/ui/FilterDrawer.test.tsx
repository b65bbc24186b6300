import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { FilterDrawer } from './FilterDrawer';

/** A screen's filter: a draft with one rule (the text is required), applied only when it holds. */
function Filter({ onApplied }: { onApplied: (text: string) => void }) {
  const [open, setOpen] = useState(true);
  const [draft, setDraft] = useState('inicial');
  const [error, setError] = useState<string | null>(null);
  return (
    <FilterDrawer
      open={open}
      title="Filtrar pedidos"
      error={error}
      clearText="Limpar filtros"
      applyText="Aplicar filtros"
      onClear={() => setDraft('')}
      onApply={() => {
        if (!draft) return setError('Preencha o nome');
        onApplied(draft);
        setOpen(false);
      }}
      onClose={() => setOpen(false)}
    >
      <Form.Item label="Nome" htmlFor="filter-name">
        <Input id="filter-name" value={draft} onChange={(e) => setDraft(e.target.value)} />
      </Form.Item>
    </FilterDrawer>
  );
}

describe('FilterDrawer', () => {
  it("is a panel named by its title, whose first field takes the focus; 'Limpar' clears, 'Aplicar' shows why it cannot apply", async () => {
    const applied = jest.fn();
    render(<Filter onApplied={applied} />);
    const panel = await screen.findByRole('dialog', { name: 'Filtrar pedidos' });
    await waitFor(() => expect(within(panel).getByLabelText('Nome')).toHaveFocus());
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(within(panel).getByLabelText('Nome')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Preencha o nome');
    expect(applied).not.toHaveBeenCalled();

    await userEvent.type(within(panel).getByLabelText('Nome'), 'Carlos');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(applied).toHaveBeenCalledWith('Carlos');
  });
});
