import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { usePortalMessage } from 'shared';
import { businessMessages as m } from './messages';

/** '••••••••••••abcd': only the last 4 characters stay visible. */
function maskToken(token: string): string {
  if (token.length <= 4) return '•'.repeat(token.length);
  return `${'•'.repeat(12)}${token.slice(-4)}`;
}

/** The store's API access token: masked, with reveal and copy. */
export function ApiTokenField({ id, token }: { id: string; token: string | undefined }) {
  const message = usePortalMessage();
  const [visible, setVisible] = useState(false);
  if (!token) return <Input id={id} readOnly value={m.tokenMissing} />;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      message.success(m.tokenCopied);
    } catch {
      message.error(m.tokenCopyError);
    }
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input id={id} readOnly value={visible ? token : maskToken(token)} style={{ fontFamily: 'monospace' }} />
      <Button
        aria-label={visible ? m.tokenHide : m.tokenShow}
        title={visible ? m.tokenHide : m.tokenShow}
        icon={visible ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
        onClick={() => setVisible((v) => !v)}
      />
      <Button aria-label={m.tokenCopy} title={m.tokenCopy} icon={<CopyOutlined aria-hidden />} onClick={copy} />
    </Space.Compact>
  );
}
