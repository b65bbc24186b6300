import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';

/**
 * The row of a panel's form that holds its submit button, kept in sight: it sticks to the bottom of the
 * panel while the fields scroll under it, so on a phone, with the keyboard up, 'Salvar' is always one tap away.
 * It must be the last child of the form (sticky moves within its parent's box).
 */
export function PanelFooter({ children, justify = 'flex-end' }: { children: ReactNode; justify?: 'flex-end' | 'stretch' }) {
  const { token } = theme.useToken();
  return (
    <Flex
      gap={8}
      justify="flex-end"
      data-panel-footer=""
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        marginTop: 16,
        padding: '12px 0',
        background: token.colorBgElevated,
        boxShadow: `0 -1px 0 ${token.colorSplit}`,
        ...(justify === 'stretch' ? { flexDirection: 'column' } : {}),
      }}
    >
      {children}
    </Flex>
  );
}
