import { useEffect, type ReactNode } from 'react';
import { Button, Flex, Modal } from 'antd';
import { uiMessages } from './messages';

export interface PortalModalButton {
  text: string;
  onClick?: () => void | Promise<void>;
  type?: 'primary' | 'default' | 'link' | 'text' | 'dashed';
  danger?: boolean;
  /** Closes the modal after onClick (default true). */
  closes?: boolean;
}

/** The modal options of spec part-1 'Shared interface pieces'. */
export interface PortalModalOptions {
  open: boolean;
  type?: 'info' | 'success' | 'warning' | 'error' | 'confirm';
  title?: ReactNode;
  isActionWarn?: boolean;
  icon?: ReactNode;
  body?: ReactNode;
  small?: boolean;
  centered?: boolean;
  buttons?: PortalModalButton[];
  isDismissible?: boolean;
  /** Milliseconds after which the modal closes itself; true = 5000 ms; false = never. */
  autoClose?: boolean | number;
  buttonsLayout?: 'horizontal' | 'vertical';
  loading?: boolean;
  onClose: () => void;
}

export const MODAL_DEFAULTS = {
  title: uiMessages.modalTitle,
  buttons: [{ text: uiMessages.modalClose, type: 'primary' as const }],
  isDismissible: true,
  autoClose: true,
};
const AUTO_CLOSE_MS = 5000;

/**
 * The portal's modal: defaults are the title 'Título do modal', one 'Fechar' button, dismissible and
 * auto-closing. While loading all buttons are disabled and closing is blocked.
 */
export function PortalModal({
  open,
  type = 'info',
  title = MODAL_DEFAULTS.title,
  isActionWarn = false,
  icon,
  body,
  small = false,
  centered = true,
  buttons = MODAL_DEFAULTS.buttons,
  isDismissible = MODAL_DEFAULTS.isDismissible,
  autoClose = MODAL_DEFAULTS.autoClose,
  buttonsLayout = 'horizontal',
  loading = false,
  onClose,
}: PortalModalOptions) {
  useEffect(() => {
    if (!open || !autoClose || loading) return;
    const ms = typeof autoClose === 'number' ? autoClose : AUTO_CLOSE_MS;
    const timer = setTimeout(onClose, ms);
    return () => clearTimeout(timer);
  }, [open, autoClose, loading, onClose]);

  const close = () => {
    if (!loading && isDismissible) onClose();
  };

  return (
    <Modal
      open={open}
      title={
        <Flex gap={8} align="center">
          {icon}
          <span style={isActionWarn ? { color: '#d6342c' } : undefined}>{title}</span>
        </Flex>
      }
      centered={centered}
      width={small ? 400 : 560}
      closable={isDismissible && !loading}
      mask={{ closable: isDismissible && !loading }}
      keyboard={isDismissible && !loading}
      onCancel={close}
      data-modal-type={type}
      footer={
        <Flex gap={8} vertical={buttonsLayout === 'vertical'} justify="flex-end">
          {buttons.map((button) => (
            <Button
              key={button.text}
              type={button.type ?? 'default'}
              danger={button.danger ?? (isActionWarn && button.type === 'primary')}
              disabled={loading}
              loading={loading && button.type === 'primary'}
              onClick={async () => {
                await button.onClick?.();
                if (button.closes !== false) onClose();
              }}
            >
              {button.text}
            </Button>
          ))}
        </Flex>
      }
    >
      {body}
    </Modal>
  );
}
