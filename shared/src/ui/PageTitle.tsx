import type { CSSProperties, ReactNode } from 'react';
import { Typography, theme } from 'antd';

/**
 * A page's title: its one h1, so a screen reader's user can jump to it and knows where a link took them. It keeps
 * the size the portal's titles had (antd's level 2): the header names the store, the page title is the next thing.
 */
export function PageTitle({ id, children, style }: { id?: string; children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <Typography.Title level={1} id={id} style={{ fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2, ...style }}>
      {children}
    </Typography.Title>
  );
}
