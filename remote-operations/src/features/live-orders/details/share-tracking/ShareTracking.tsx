import { useState } from 'react';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import { usePortalMessage } from 'shared';
import { useCoarsePointer } from 'shared/ui';
import type { Order } from '../../../../api/operations';
import { orderRef } from '../../../common/format';
import { shareTrackingMessages as m } from './messages';
import { trackingMessage, trackUrlOf, whatsappLink } from './trackingMessage';

/** The system share sheet, where the device has one and a finger is the pointer (a phone, the counter's tablet). */
const canShare = (coarse: boolean): boolean => coarse && typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * 'Enviar rastreio': the customer gets the delivery's tracking link. On a phone or tablet, the system share sheet
 * (Web Share API) with a short message and the link; elsewhere, or when the sheet cannot open, a dialog with the
 * message to copy and, when the order has the customer's phone, a WhatsApp link to their chat. Only for a delivery with
 * a tracking page.
 */
export function ShareTracking({ order }: { order: Order }) {
  const message = usePortalMessage();
  const coarse = useCoarsePointer();
  const [open, setOpen] = useState(false);
  const url = trackUrlOf(order);
  if (!url) return null;
  const intro = trackingMessage(order);
  const text = `${intro} ${url}`;
  const whatsapp = whatsappLink(order.customer?.phone, text);

  const send = async () => {
    if (canShare(coarse)) {
      try {
        await navigator.share({ title: m.shareTitle(orderRef(order)), text: intro, url });
        return;
      } catch (error) {
        // Closed by the merchant: nothing to do. Any other refusal: the dialog instead.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    setOpen(true);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      message.success(m.copied);
    } catch {
      message.error(m.copyError);
    }
  };

  return (
    <>
      <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => void send()}>
        {m.send}
      </Button>
      <Modal open={open} title={m.dialogTitle} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{m.dialogHint}</Typography.Text>
          <Input.TextArea readOnly value={text} autoSize aria-label={m.dialogTitle} />
          <Flex gap={8} wrap>
            <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              {m.copy}
            </Button>
            {whatsapp ? (
              <Button icon={<WhatsAppOutlined aria-hidden />} href={whatsapp} target="_blank" rel="noopener noreferrer">
                {m.whatsapp}
              </Button>
            ) : null}
          </Flex>
          {whatsapp ? null : <Typography.Text type="secondary">{m.noPhone}</Typography.Text>}
        </Flex>
      </Modal>
    </>
  );
}
