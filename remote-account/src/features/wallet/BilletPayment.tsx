import { Button, Flex, Form, Input, Typography } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { formatBRL, usePortalMessage } from 'shared';
import type { CreditAnswer } from '../../api/wallet';
import { safeHref } from 'shared/ui';
import { copyText } from './copyText';
import { brDate } from './dates';
import { walletMessages as m } from './messages';

/** The boleto of a top-up: link to its page, 'linha digitável', due today + 2 days, identified within 3 days. */
export function BilletPayment({ answer, onDone }: { answer: CreditAnswer; onDone: () => void }) {
  const message = usePortalMessage();
  const href = safeHref(answer.url);
  const copy = async () => {
    if (answer.digitable_line && (await copyText(answer.digitable_line))) message.success(m.billetLineCopied);
    else message.error(m.copyError);
  };
  return (
    <section aria-labelledby="wallet-billet-title">
      <Typography.Title level={3} id="wallet-billet-title">
        {m.billetTitle}
      </Typography.Title>
      <Typography.Paragraph strong style={{ fontSize: 18 }}>
        {formatBRL(answer.amount)}
      </Typography.Paragraph>
      <Typography.Paragraph>{m.billetDue(brDate(answer.due_date))}</Typography.Paragraph>
      {answer.digitable_line ? (
        <Form layout="vertical" component="div">
          <Form.Item label={m.billetLine} htmlFor="wallet-billet-line">
            <Input.TextArea
              id="wallet-billet-line"
              value={answer.digitable_line}
              readOnly
              autoSize={{ minRows: 2, maxRows: 3 }}
              style={{ fontFamily: 'monospace' }}
            />
          </Form.Item>
        </Form>
      ) : null}
      <Flex gap={8} wrap>
        {href ? (
          <Button type="primary" href={href} target="_blank" rel="noopener noreferrer" aria-label={`${m.openBillet} ${m.newTab}`}>
            {m.openBillet}
          </Button>
        ) : null}
        {answer.digitable_line ? (
          <Button icon={<CopyOutlined aria-hidden />} onClick={copy}>
            {m.copyBilletLine}
          </Button>
        ) : null}
        <Button onClick={onDone}>{m.done}</Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {m.billetNote}
      </Typography.Paragraph>
    </section>
  );
}
