import { useRef, useState, type CSSProperties } from 'react';
import { Tooltip, Typography } from 'antd';

/**
 * The pieces of a dense table row (docs/decisions.md D15), offered with ResponsiveTable by 'shared/table': a column's title naming the two columns its cell holds,
 * and a line that ends in '…' with its whole text in a tooltip instead of wrapping or breaking a word.
 */
const LINE: CSSProperties = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
// The second line is never bold, even in a bold card title.
const SECOND: CSSProperties = { ...LINE, fontSize: 13, fontWeight: 400 };

/** A column's title naming the two columns its cell holds, the second under the first. */
export function TwoLineTitle({ first, second }: { first: string; second: string }) {
  return (
    <span style={{ display: 'block', lineHeight: 1.3 }}>
      {first}
      <Typography.Text type="secondary" style={SECOND}>
        {second}
      </Typography.Text>
    </span>
  );
}

/**
 * One line of a cell: '…' when it does not fit, its whole text in a tooltip; `secondary` is the smaller grey line.
 * The '…' is the browser's (CSS), and whether the line was cut is measured only when its tooltip would open. antd's
 * `ellipsis` measures every line as it is drawn: with five lines a row it was ~40 % of drawing the live orders.
 */
export function CellLine({ text, secondary, strong }: { text: string; secondary?: boolean; strong?: boolean }) {
  const line = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const isCut = () => Boolean(line.current && line.current.scrollWidth > line.current.clientWidth);
  return (
    <Tooltip title={text} open={open} onOpenChange={(next) => setOpen(next && isCut())}>
      <Typography.Text ref={line} type={secondary ? 'secondary' : undefined} strong={strong} style={secondary ? SECOND : LINE}>
        {text}
      </Typography.Text>
    </Tooltip>
  );
}
