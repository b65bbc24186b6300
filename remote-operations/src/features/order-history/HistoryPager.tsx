import { useEffect, useRef } from 'react';
import { Button, Flex, Grid, Pagination } from 'antd';
import { usePagerItems } from 'shared/table';
import { HISTORY_PAGE_SIZE } from '../../domain/constants';
import { historyMessages as m } from './messages';

/**
 * The history's pages (docs/spec/part-2-operations-account.md §2: Anterior, Próxima, page numbers, '…' when many,
 * step 1). antd draws the numbers; 'Anterior' and 'Próxima' are our buttons beside them: antd wraps its own in a
 * focusable list item, so a button inside it was two tab stops, the outer one not a button at all.
 */
export function HistoryPager({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  const screens = Grid.useBreakpoint();
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const last = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  const items = usePagerItems(page, true);
  // A button that disables itself would drop the focus to the page's top: the other one takes it.
  const handOff = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    handOff.current?.focus();
    handOff.current = null;
  }, [page]);
  const step = (to: number) => {
    handOff.current = to === 1 ? next.current : to === last ? previous.current : null;
    onChange(to);
  };
  return (
    <Flex justify="center" align="center" gap={8} wrap style={{ marginTop: 16 }}>
      <Button ref={previous} disabled={page <= 1} onClick={() => step(page - 1)}>
        {m.previous}
      </Button>
      <Pagination
        current={page}
        total={total}
        pageSize={HISTORY_PAGE_SIZE}
        showSizeChanger={false}
        showLessItems
        // On a phone the page numbers give way to 'Anterior 2 / 9 Próxima', which fits the screen.
        simple={screens.sm === false}
        onChange={onChange}
        // The page shown 'aria-current', the jumps named in pt-BR ('3 próximas páginas', not 'double-right'); antd's
        // arrows give way to the buttons beside.
        itemRender={(number, type, original) => (type === 'prev' || type === 'next' ? null : items(number, type, original))}
      />
      <Button ref={next} disabled={page >= last} onClick={() => step(page + 1)}>
        {m.next}
      </Button>
    </Flex>
  );
}
