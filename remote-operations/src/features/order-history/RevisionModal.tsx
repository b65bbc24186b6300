import { useEffect, useId, useState } from 'react';
import { Alert, App, Button, Modal, Select, Space, Typography } from 'antd';
import { operationsApi, type Order } from '../../api/operations';
import { TextArea } from 'shared/ui';
import { historyMessages as m } from './messages';
import { evidenceFileError, sortRevisionReasons } from './historyRules';

/** 'Reportar um problema': reason (CHARGE_INCORRECT by default), optional comment and evidence file. */
export function RevisionModal({ order, onClose, onSent }: { order: Order | null; onClose: () => void; onSent: () => void }) {
  const { message } = App.useApp();
  const [reasons, setReasons] = useState<[string, string][]>([]);
  const [reason, setReason] = useState<string | undefined>();
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ids = { reason: useId(), comment: useId(), file: useId() };

  useEffect(() => {
    if (!order) return;
    setComment('');
    setFile(null);
    setFileError(null);
    let alive = true;
    operationsApi
      .revisionReasons()
      .then(({ data }) => {
        if (!alive) return;
        const sorted = sortRevisionReasons(data?.data ?? {});
        setReasons(sorted);
        setReason(sorted.find(([c]) => c === 'CHARGE_INCORRECT')?.[0] ?? sorted[0]?.[0]);
      })
      .catch(() => {
        if (!alive) return;
        message.error(m.revisionReasonsError);
        setReasons([]);
      });
    return () => {
      alive = false;
    };
  }, [order, message]);

  const send = async () => {
    if (!order || !reason || fileError) return;
    setSending(true);
    try {
      await operationsApi.orderRevision(order.uuid, reason, comment.trim(), file);
      message.success(m.revisionSuccess);
      onSent();
      onClose();
    } catch {
      message.error(m.revisionError);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={!!order}
      title={m.revisionTitle}
      onCancel={() => !sending && onClose()}
      destroyOnHidden
      footer={[
        <Button key="back" onClick={onClose} disabled={sending}>
          {m.back}
        </Button>,
        <Button key="send" type="primary" onClick={send} loading={sending} disabled={!reason || !!fileError}>
          {m.revisionSend}
        </Button>,
      ]}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <label htmlFor={ids.reason}>{m.revisionReason}</label>
        <Select
          id={ids.reason}
          aria-label={m.revisionReason}
          value={reason}
          onChange={setReason}
          options={reasons.map(([value, label]) => ({ value, label }))}
          style={{ width: '100%' }}
        />
        <label htmlFor={ids.comment}>{m.revisionComment}</label>
        <TextArea id={ids.comment} value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
        <label htmlFor={ids.file}>{m.revisionFile}</label>
        <input
          id={ids.file}
          type="file"
          accept=".png,.jpg,.jpeg,.pdf,.doc,image/png,image/jpeg,application/pdf,application/msword"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            const problem = chosen ? evidenceFileError(chosen) : null;
            setFileError(problem);
            setFile(problem ? null : chosen);
          }}
        />
        {fileError ? <Alert type="error" showIcon title={fileError} /> : null}
        {file ? <Typography.Text type="secondary">{file.name}</Typography.Text> : null}
      </Space>
    </Modal>
  );
}
