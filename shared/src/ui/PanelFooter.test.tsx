import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { PanelFooter } from './PanelFooter';

describe('PanelFooter', () => {
  it("sticks to the panel's bottom, over the fields that scroll under it", () => {
    render(
      <form aria-label="Pedido">
        <PanelFooter>
          <Button htmlType="submit">Salvar pedido</Button>
        </PanelFooter>
      </form>,
    );
    const footer = screen.getByRole('button', { name: 'Salvar pedido' }).parentElement!;
    expect(footer).toHaveStyle({ position: 'sticky', bottom: '0px' });
    // Opaque: the fields under it do not show through.
    expect(footer.style.background).not.toBe('');
  });
});
