import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStoreScope } from 'shared/data';
import { Alert, Modal, Radio, Space, Typography } from 'antd';
import { useOperationsApi } from '../../api/useOperationsApi';
import type { Order, ReasonMap } from '../../api/operations';
import { Spinner, usePortalMessage } from 'shared';
import { TextArea } from 'shared/ui';
import { ordersMessages as m } from './messages';

/** Reasons in the order the server gives them, OTHER always last. */
function orderedReasons(reasons: ReasonMap): [string, string][] {
  const entries = Object.entries(reasons ?? {});
  return [...entries.filter(([code]) => code !== 'OTHER'), ...entries.filter(([code]) => code === 'OTHER')];
}

/**
 * 'Cancelar': the reasons come from orders/cancel-reasons/{uuid}; OTHER needs an observation, otherwise
 * 'Preencha o campo de observação do cancelamento.' is shown and the dialog closes (docs/spec/part-2-operations-account.md §5).
 */
export function CancelOrderModal({
  order,
  onClose,
  onCancel,
  afterClose,
}: {
  order: Order | null;
  onClose: () => void;
  /** The dialog has closed (its order is null by then): the page puts focus back where it came from. */
  afterClose?: (order: Order) => void;
  onCancel: (order: Order, reason: string, observation: string) => Promise<boolean>;
}) {
  const message = usePortalMessage();
  const store = useStoreScope();
  const api = useOperationsApi();
  const last = useRef(order);
  if (order) last.current = order;
  const [reason, setReason] = useState<string>('');
  const [observation, setObservation] = useState('');
  const [sending, setSending] = useState(false);
  const observationId = useId();
  const reasonLabelId = useId();
  const read = useQuery({
    queryKey: [store, 'cancel-reasons', order?.uuid],
    queryFn: async ({ signal }) => orderedReasons((await api.cancelReasons(order!.uuid, signal)).data?.data ?? {}),
    enabled: !!order,
  });
  const reasons = read.data;
  const failed = read.isError && !reasons;

  // Each cancellation starts with the first reason chosen and no observation.
  useEffect(() => {
    setReason(reasons?.[0]?.[0] ?? '');
    setObservation('');
  }, [order, reasons]);

  const confirm = async () => {
    if (!order || !reason) return;
    if (reason === 'OTHER' && !observation.trim()) {
      message.error(m.cancelObservationRequired);
      onClose();
      return;
    }
    setSending(true);
    await onCancel(order, reason, observation);
    setSending(false);
    onClose();
  };

  return (
    <Modal
      open={!!order}
      title={m.confirmCancelTitle}
      okText={m.confirm}
      cancelText={m.back}
      okButtonProps={{ danger: true, disabled: !reason || failed, loading: sending }}
      cancelButtonProps={{ disabled: sending }}
      onOk={confirm}
      onCancel={() => !sending && onClose()}
      destroyOnHidden
      afterClose={() => last.current && afterClose?.(last.current)}
    >
      <Typography.Paragraph>{m.confirmCancelBody}</Typography.Paragraph>
      {failed ? (
        <Alert type="error" showIcon title={m.cancelReasonsError} />
      ) : !reasons ? (
        <Spinner />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text id={reasonLabelId} strong>
            {m.cancelReasonLabel}
          </Typography.Text>
          <Radio.Group aria-labelledby={reasonLabelId} value={reason} onChange={(e) => setReason(e.target.value)}>
            <Space orientation="vertical">
              {reasons.map(([code, label]) => (
                <Radio key={code} value={code}>
                  {label}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          <label htmlFor={observationId}>{m.cancelObservationLabel}</label>
          <TextArea id={observationId} value={observation} onChange={(e) => setObservation(e.target.value)} maxLength={500} />
        </Space>
      )}
    </Modal>
  );
}
