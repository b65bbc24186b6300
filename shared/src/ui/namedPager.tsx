import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement, useContext, useMemo, useState } from 'react';
import { ConfigProvider, type PaginationProps, type TableProps } from 'antd';

type PagerItem = Parameters<NonNullable<PaginationProps['itemRender']>>[1];

/**
 * antd's pager items as a screen reader should hear them: the page shown is `aria-current` (antd marks it by a class
 * alone); the arrows and jumps, drawn as an icon each and heard by its English name ('left', 'double-right'; the pt-BR
 * texts are only the list items' titles), are named by antd's own text of the locale in use (pt-BR in the portal's
 * providers), their icons silent (docs/decisions.md D20). `fewer`: the pager's `showLessItems` (jumps of 3, not 5).
 */
export function usePagerItems(current: number, fewer?: boolean): NonNullable<PaginationProps['itemRender']> {
  const texts = useContext(ConfigProvider.ConfigContext).locale?.Pagination;
  return useMemo(() => {
    const names: Partial<Record<PagerItem, string | undefined>> = texts
      ? {
          prev: texts.prev_page,
          next: texts.next_page,
          'jump-prev': fewer ? texts.prev_3 : texts.prev_5,
          'jump-next': fewer ? texts.next_3 : texts.next_5,
        }
      : {};
    return (page, type, item) => {
      if (type === 'page' && isValidElement(item))
        return cloneElement(item as ReactElement<HTMLAttributes<HTMLElement>>, { 'aria-current': page === current ? 'page' : undefined });
      const name = names[type];
      if (!name || !isValidElement<HTMLAttributes<HTMLElement>>(item)) return item;
      const icon = item.props.children;
      // A jump is a link without an address, which no name reaches: a button, as the arrows are.
      return cloneElement(
        item,
        { 'aria-label': name, role: item.type === 'button' ? undefined : 'button' },
        isValidElement(icon) ? cloneElement(icon as ReactElement<HTMLAttributes<HTMLElement>>, { 'aria-hidden': true }) : icon,
      );
    };
  }, [texts, fewer, current]);
}

/**
 * A table's pagination with its items named (usePagerItems): the page shown is the caller's `current`, or the last page
 * antd reported when the caller leaves it to antd. A caller's own `itemRender` is kept.
 */
export function useNamedPager(pagination: TableProps<object>['pagination']): TableProps<object>['pagination'] {
  const config = pagination || undefined;
  const [reported, setReported] = useState(config?.defaultCurrent ?? 1);
  const itemRender = usePagerItems(config?.current || reported, config?.showLessItems);
  if (pagination === false || pagination?.itemRender) return pagination;
  const onChange: PaginationProps['onChange'] = (page, size) => {
    setReported(page);
    config?.onChange?.(page, size);
  };
  return { ...pagination, itemRender, onChange };
}
