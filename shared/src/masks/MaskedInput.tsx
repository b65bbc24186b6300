import { useLayoutEffect, useRef } from 'react';
import { Input, type InputProps, type InputRef } from 'antd';
import { formatBRL, parseBRL } from '../domain/money';
import { MASKS, onlyDigits, type MaskName } from './masks';

type BaseProps = Omit<InputProps, 'value' | 'onChange'>;

export interface MaskedInputProps extends BaseProps {
  mask: MaskName;
  value?: string;
  /** Receives the masked text. */
  onChange?: (masked: string) => void;
}

/** Where the caret goes in a masked text: right after its n-th digit (at the start for none). */
export function caretAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i]) && ++seen === digits) return i + 1;
  }
  return text.length;
}

/**
 * antd Input that keeps its text in one of the portal's masks as the user types. The caret stays after the digit
 * it followed (a fix in the middle of a CPF does not send it to the end), and a backspace just after a '.', '-' or
 * ')' deletes the digit before it, which the mask would otherwise write back.
 */
export function MaskedInput({ mask, value, onChange, ...props }: MaskedInputProps) {
  const format = MASKS[mask];
  const ref = useRef<InputRef>(null);
  const caretDigits = useRef<number | null>(null);
  const shown = format(value ?? '');

  useLayoutEffect(() => {
    const input = ref.current?.input;
    const digits = caretDigits.current;
    caretDigits.current = null;
    if (!input || digits === null || input.ownerDocument.activeElement !== input) return;
    const at = caretAfterDigits(input.value, digits);
    input.setSelectionRange(at, at);
  });

  return (
    <Input
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={shown}
      onChange={(event) => {
        const input = event.target;
        const caret = input.selectionStart ?? input.value.length;
        let before = onlyDigits(input.value.slice(0, caret));
        const after = onlyDigits(input.value.slice(caret));
        const deletedSeparator = (event.nativeEvent as InputEvent).inputType === 'deleteContentBackward' && before + after === onlyDigits(shown);
        if (deletedSeparator && before) before = before.slice(0, -1);
        caretDigits.current = before.length;
        onChange?.(format(deletedSeparator ? before + after : input.value));
      }}
    />
  );
}

/**
 * An amount pasted whole: '25' and '1.500' are reais ('1.500' a thousand and five hundred), '1.500,50' and
 * 'R$ 25,90' in the Brazilian way, '25.90' a decimal point. Null when the text holds no amount.
 */
export function readPastedReais(text: string): number | null {
  const cleaned = text.replace(/[^\d,.]/g, '');
  if (!/\d/.test(cleaned)) return null;
  // Dots alone in threes ('1.500') separate thousands in Brazil; parseBRL reads a lone dot as the decimal point.
  return parseBRL(/^\d{1,3}(\.\d{3})+$/.test(cleaned) ? cleaned.replace(/\./g, '') : cleaned);
}

export interface CurrencyInputProps extends BaseProps {
  /** Value in reais. */
  value?: number | null;
  onChange?: (reais: number) => void;
}

/** At most 12 digits of centavos (R$ 9.999.999.999,99), as typed. */
const MAX_CENTAVOS = 999_999_999_999;

/**
 * BRL input: digits fill from the cents up ('R$ 12,34'), the value is a number of reais. A pasted amount is read
 * as written ('25' is R$ 25,00), not digit by digit from the cents.
 */
export function CurrencyInput({ value, onChange, ...props }: CurrencyInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={value === undefined || value === null ? '' : formatBRL(value)}
      onPaste={(event) => {
        const reais = readPastedReais(event.clipboardData.getData('text'));
        if (reais === null || Math.round(reais * 100) > MAX_CENTAVOS) return;
        event.preventDefault();
        onChange?.(reais);
      }}
      onChange={(event) => {
        const digits = onlyDigits(event.target.value).replace(/^0+/, '').slice(0, 12);
        onChange?.(digits ? Number(digits) / 100 : 0);
      }}
    />
  );
}
