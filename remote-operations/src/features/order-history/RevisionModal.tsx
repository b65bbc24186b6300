import { useEffect, useId, useState } from 'react';
import { Alert, Button, Modal, Select, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import type { Order } from '../../api/operations';
import { useOperationsApi } from '../../api/useOperationsApi';
import { TextArea } from 'shared/ui';
import { ordersKey } from '../common/orderQueries';
import { historyMessages as m } from './messages';
import { evidenceFileError, sortRevisionReasons } from './historyRules';

/** 'Reportar um problema': reason (CHARGE_INCORRECT by default), optional comment and evidence file. */
export function RevisionModal({ order, onClose, onSent }: { order: Order | null; onClose: () => void; onSent: () => void }) {
  const message = usePortalMessage();
  const queryClient = useQueryClient();
  const store = useStoreScope();
  const operationsApi = useOperationsApi();
  const [reason, setReason] = useState<string | undefined>();
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const ids = { reason: useId(), comment: useId(), file: useId() };
  const reasons = useQuery({
    queryKey: [store, 'revision-reasons'],
    queryFn: async ({ signal }) => sortRevisionReasons((await operationsApi.revisionReasons(signal)).data?.data ?? {}),
    enabled: !!order,
  });
  const send = useMutation({
    mutationFn: (sent: Order) => operationsApi.orderRevision(sent.uuid, reason!, comment.trim(), file),
    onSuccess: () => {
      message.success(m.revisionSuccess);
      onSent();
      onClose();
      return queryClient.invalidateQueries({ queryKey: ordersKey(store) });
    },
    onError: () => message.error(m.revisionError),
  });

  // Each report starts blank, with CHARGE_INCORRECT chosen (docs/spec/part-2-operations-account.md §5).
  useEffect(() => {
    if (!order) return;
    setComment('');
    setFile(null);
    setFileError(null);
    setReason(reasons.data?.find(([c]) => c === 'CHARGE_INCORRECT')?.[0] ?? reasons.data?.[0]?.[0]);
  }, [order, reasons.data]);
  useEffect(() => {
    if (reasons.isError) message.error(m.revisionReasonsError);
  }, [reasons.isError, message]);

  return (
    <Modal
      open={!!order}
      title={m.revisionTitle}
      onCancel={() => !send.isPending && onClose()}
      destroyOnHidden
      footer={[
        <Button key="back" onClick={onClose} disabled={send.isPending}>
          {m.back}
        </Button>,
        <Button key="send" type="primary" onClick={() => order && send.mutate(order)} loading={send.isPending} disabled={!reason || !!fileError}>
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
          options={(reasons.data ?? []).map(([value, label]) => ({ value, label }))}
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
