import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrencyInput, MaskedInput, readPastedReais } from './MaskedInput';
import type { MaskName } from './masks';

function Masked({ mask, initial = '' }: { mask: MaskName; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <MaskedInput aria-label="Campo" mask={mask} value={value} onChange={setValue} />;
}

function Money({ onValue }: { onValue: (reais: number) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <CurrencyInput
      aria-label="Valor"
      value={value}
      onChange={(reais) => {
        setValue(reais);
        onValue(reais);
      }}
    />
  );
}

describe('MaskedInput', () => {
  it('keeps the caret after the digit it followed when a digit in the middle is fixed', async () => {
    const user = userEvent.setup();
    render(<Masked mask="cpf" initial="12345678909" />);
    const field = screen.getByRole('textbox', { name: 'Campo' }) as HTMLInputElement;
    expect(field).toHaveValue('123.456.789-09');
    // The '5' is wrong: erase it and type 0, the caret staying where the fix is.
    await user.click(field);
    field.setSelectionRange(6, 6);
    await user.keyboard('{Backspace}');
    expect(field).toHaveValue('123.467.890-9');
    expect(field.selectionStart).toBe(5);
    await user.keyboard('0');
    expect(field).toHaveValue('123.406.789-09');
    expect(field.selectionStart).toBe(6);
  });

  it("deletes the digit before a '.', '-' or ')' on backspace just after it, which the mask would write back", async () => {
    const user = userEvent.setup();
    render(<Masked mask="phone" initial="11987654321" />);
    const field = screen.getByRole('textbox', { name: 'Campo' }) as HTMLInputElement;
    expect(field).toHaveValue('(11) 98765-4321');
    await user.click(field);
    field.setSelectionRange(11, 11); // just after the '-'
    await user.keyboard('{Backspace}');
    expect(field).toHaveValue('(11) 9876-4321');
    expect(field.selectionStart).toBe(9); // after the '6', where the '5' was
  });

  it('types from the end as before', async () => {
    const user = userEvent.setup();
    render(<Masked mask="cep" />);
    const field = screen.getByRole('textbox', { name: 'Campo' });
    await user.type(field, '01310100');
    expect(field).toHaveValue('01310-100');
  });
});

describe('CurrencyInput', () => {
  it('fills from the cents up as the user types', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Money onValue={onValue} />);
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '2590');
    expect(onValue).toHaveBeenLastCalledWith(25.9);
  });

  it.each([
    ['25', 25, 'R$ 25,00'],
    ['1.500', 1500, 'R$ 1.500,00'],
    ['1.500,50', 1500.5, 'R$ 1.500,50'],
    ['R$ 25,90', 25.9, 'R$ 25,90'],
  ])('reads a pasted %s as written', async (pasted, reais, shown) => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Money onValue={onValue} />);
    const field = screen.getByRole('textbox', { name: 'Valor' });
    await user.click(field);
    await user.paste(pasted);
    expect(onValue).toHaveBeenLastCalledWith(reais);
    expect((field as HTMLInputElement).value.replace(/\s/g, ' ')).toBe(shown);
  });
});

describe('readPastedReais', () => {
  it.each([
    ['25', 25],
    ['1.500', 1500],
    ['1.234.567', 1234567],
    ['25.90', 25.9],
    ['1.500,5', 1500.5],
    ['R$\u00a012,34', 12.34],
    ['abc', null],
  ])('%s → %s', (text, reais) => expect(readPastedReais(text)).toBe(reais));
});
