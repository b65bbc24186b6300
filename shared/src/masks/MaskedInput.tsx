import { Input, type InputProps } from 'antd';
import { parseBRL, formatBRL } from '../domain/money';
import { MASKS, onlyDigits, type MaskName } from './masks';

type BaseProps = Omit<InputProps, 'value' | 'onChange'>;

export interface MaskedInputProps extends BaseProps {
  mask: MaskName;
  value?: string;
  /** Receives the masked text. */
  onChange?: (masked: string) => void;
}

/** antd Input that keeps its text in one of the portal's masks as the user types. */
export function MaskedInput({ mask, value, onChange, ...props }: MaskedInputProps) {
  const format = MASKS[mask];
  return <Input inputMode="numeric" autoComplete="off" {...props} value={format(value ?? '')} onChange={(event) => onChange?.(format(event.target.value))} />;
}

export interface CurrencyInputProps extends BaseProps {
  /** Value in reais. */
  value?: number | null;
  onChange?: (reais: number) => void;
}

/** BRL input: digits fill from the cents up ('R$ 12,34'), the value is a number of reais. */
export function CurrencyInput({ value, onChange, ...props }: CurrencyInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={value === undefined || value === null ? '' : formatBRL(value)}
      onChange={(event) => {
        const digits = onlyDigits(event.target.value).replace(/^0+/, '').slice(0, 12);
        onChange?.(digits ? parseBRL(Number(digits) / 100) : 0);
      }}
    />
  );
}
