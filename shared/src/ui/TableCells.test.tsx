import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CellLine } from './TableCells';

const ADDRESS = 'Rua Haddock Lobo, 2642 - Cerqueira César, São Paulo - SP';

/** Makes the line's box narrower than its text (jsdom lays nothing out: both widths are 0 otherwise). */
function cutLines(): () => void {
  const scroll = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(480);
  const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
  return () => {
    scroll.mockRestore();
    client.mockRestore();
  };
}

describe('CellLine', () => {
  it('shows a cut line’s whole text in a tooltip when pointed at', async () => {
    const restore = cutLines();
    try {
      render(<CellLine text={ADDRESS} secondary />);
      await userEvent.hover(screen.getByText(ADDRESS));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(ADDRESS);
    } finally {
      restore();
    }
  });

  it('opens no tooltip for a line that fits', async () => {
    render(<CellLine text="Camila Barbosa" />);
    await userEvent.hover(screen.getByText('Camila Barbosa'));
    // antd opens a hover tooltip after 0.1 s: waited for past that.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
