import type { ReactNode } from 'react';
import { Flex, Tag } from 'antd';
import { safeHref } from './safeHref';

export type TagStyle = 'light-blue' | 'light-yellow' | 'light-gray';

export interface TagListItem {
  text: string;
  style?: TagStyle;
  icon?: ReactNode;
  isLink?: boolean;
  linkUrl?: string;
  linkTarget?: string;
}

const COLORS: Record<TagStyle, string> = { 'light-blue': 'blue', 'light-yellow': 'gold', 'light-gray': 'default' };

/** A row of tags; link tags only follow http(s) or same-site links, opened safely. */
export function TagList({ items }: { items: TagListItem[] }) {
  return (
    <Flex wrap gap={8} role="list">
      {items.map((item, i) => {
        const href = item.isLink ? safeHref(item.linkUrl) : undefined;
        const content = href ? (
          <a href={href} target={item.linkTarget} rel="noopener noreferrer">
            {item.text}
          </a>
        ) : (
          item.text
        );
        return (
          <Tag role="listitem" key={`${item.text}-${i}`} color={COLORS[item.style ?? 'light-gray']} icon={item.icon}>
            {content}
          </Tag>
        );
      })}
    </Flex>
  );
}
