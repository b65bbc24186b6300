import type { CSSProperties, ReactNode } from 'react';
import { Typography, theme } from 'antd';

/**
 * A heading under the page's h1 (`PageTitle`): level 2 for a part of the page, 3 for a part of that part, no level
 * skipped. It keeps the size the portal's section titles had before the pages had an h1 (antd's next level down).
 */
export function SectionTitle({ level = 2, id, children, style }: { level?: 2 | 3; id?: string; children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const look =
    level === 2
      ? { fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }
      : { fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 };
  return (
    <Typography.Title level={level} id={id} style={{ ...look, ...style }}>
      {children}
    </Typography.Title>
  );
}
