import { formatBRL } from 'shared';

/** Credits in dark green, debits in dark red: both keep WCAG AA contrast on white. */
const CREDIT_COLOR = '#135200';
export const DEBIT_COLOR = '#a8071a';

export function SignedValue({ value }: { value: number }) {
  const negative = value < 0;
  return <span style={{ color: negative ? DEBIT_COLOR : CREDIT_COLOR, whiteSpace: 'nowrap' }}>{`${negative ? '- ' : '+ '}${formatBRL(Math.abs(value))}`}</span>;
}
