import { Button, Flex, Form, Input, Typography } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { formatBRL, lazyAtOnce, RevealAtOnce, Spinner, usePortalMessage } from 'shared';
import type { CreditAnswer } from '../../api/wallet';
import { copyText } from './copyText';
import { brDate } from './dates';
import { walletMessages as m } from './messages';

const pixQrCode = lazyAtOnce(() => import('./PixQrCode'));

/** The Pix of a top-up: QR image, 'copia e cola' code with its copy button, due today. */
export function PixPayment({ answer, onDone }: { answer: CreditAnswer; onDone: () => void }) {
  const message = usePortalMessage();
  const code = answer.br_code ?? answer.qr_code ?? '';
  const amount = formatBRL(answer.amount);
  const copy = async () => {
    if (await copyText(code)) message.success(m.pixCopied);
    else message.error(m.copyError);
  };
  return (
    <section aria-labelledby="wallet-pix-title">
      <Typography.Title level={3} id="wallet-pix-title">
        {m.pixTitle}
      </Typography.Title>
      <Typography.Paragraph>{m.pixInstructions}</Typography.Paragraph>
      <Typography.Paragraph strong style={{ fontSize: 18 }}>
        {amount}
      </Typography.Paragraph>
      <Flex justify="center" style={{ margin: '16px 0' }}>
        <RevealAtOnce arrival={pixQrCode.arrival()} fallback={<Spinner label={m.qrLoading} />}>
          <pixQrCode.Component value={answer.qr_code ?? code} label={m.pixQrLabel(amount)} />
        </RevealAtOnce>
      </Flex>
      <Typography.Paragraph>{m.pixDue(brDate(answer.due_date))}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label={m.pixCode} htmlFor="wallet-pix-code">
          <Input.TextArea id="wallet-pix-code" value={code} readOnly autoSize={{ minRows: 3, maxRows: 6 }} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Form>
      <Flex gap={8} wrap>
        <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={copy}>
          {m.copyPix}
        </Button>
        <Button onClick={onDone}>{m.done}</Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {m.pixNote}
      </Typography.Paragraph>
    </section>
  );
}
