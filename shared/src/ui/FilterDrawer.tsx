import { useRef, type ReactNode } from 'react';
import { Alert, Button, Drawer, Flex, Form } from 'antd';
import { focusFirstField } from './focusFirstField';
import { usePanelSize } from './usePanelSize';

export interface FilterDrawerProps {
  open: boolean;
  /** The panel's title, also its accessible name ('Filtrar pedidos'). */
  title: string;
  /** Why the draft cannot be applied (the period rule…), shown above the fields; nothing when null. */
  error?: string | null;
  /** The footer's two buttons, in the screen's own words ('Limpar filtros', 'Aplicar filtros'). */
  clearText: string;
  applyText: string;
  /** 'Limpar': back to the screen's default draft (the panel stays open). */
  onClear: () => void;
  /** 'Aplicar': the screen checks its draft, then applies it and closes the panel, or sets `error`. */
  onApply: () => void;
  onClose: () => void;
  /** The fields: antd Form.Items (the body is a vertical antd Form). */
  children: ReactNode;
}

/**
 * The side panel of a list's filters (the history's, the wallet statement's): a title, the error that stops the
 * filter, the fields, and 'Limpar' / 'Aplicar' in the footer, always in sight. The screen keeps the draft and its
 * rules; this is the frame. The whole screen on a phone (usePanelSize); the first field takes the focus on open.
 */
export function FilterDrawer({ open, title, error, clearText, applyText, onClear, onApply, onClose, children }: FilterDrawerProps) {
  const size = usePanelSize(380);
  const body = useRef<HTMLDivElement>(null);
  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={size}
      afterOpenChange={(opened) => opened && focusFirstField(body.current)}
      footer={
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClear}>{clearText}</Button>
          <Button type="primary" onClick={onApply}>
            {applyText}
          </Button>
        </Flex>
      }
    >
      <div ref={body}>
        <Form layout="vertical" component="div">
          {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
          {children}
        </Form>
      </div>
    </Drawer>
  );
}
