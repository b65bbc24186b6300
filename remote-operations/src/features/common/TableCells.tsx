import type { CSSProperties } from 'react';
import { Typography } from 'antd';

/**
 * The pieces of a dense table row (docs/decisions.md D15): a column's title naming the two columns its cell holds,
 * and a line that ends in '…' with its whole text in a tooltip instead of wrapping or breaking a word.
 */
const LINE: CSSProperties = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
const SECOND: CSSProperties = { ...LINE, fontSize: 13 };

/** A column's title naming the two columns its cell holds, the second under the first. */
export function TwoLineTitle({ first, second }: { first: string; second: string }) {
  return (
    <span style={{ display: 'block', lineHeight: 1.3 }}>
      {first}
      <Typography.Text type="secondary" style={{ ...SECOND, fontWeight: 400 }}>
        {second}
      </Typography.Text>
    </span>
  );
}

/** One line of a cell: '…' when it does not fit, its whole text in a tooltip; `secondary` is the smaller grey line. */
export function CellLine({ text, secondary, strong }: { text: string; secondary?: boolean; strong?: boolean }) {
  return (
    <Typography.Text type={secondary ? 'secondary' : undefined} strong={strong} ellipsis={{ tooltip: text }} style={secondary ? SECOND : LINE}>
      {text}
    </Typography.Text>
  );
}
