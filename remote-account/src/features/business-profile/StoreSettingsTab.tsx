import { useState } from 'react';
import { Alert, Button, Checkbox, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Spinner, usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import { accountApi } from '../../api/account';
import { FailureNote } from '../common/FailureNote';
import { useFailureToast } from '../common/useFailureToast';
import { businessMessages as m } from './messages';

const approvalKey = (scope: string) => [scope, 'order-approval'];

/**
 * Tab 'Configurações': order approval (smart-delivery-configs / PUT merchants), of the store in scope. The page keys it
 * by that store, so a franchise admin who switches stores never sees (nor saves) the last store's tick.
 */
export function StoreSettingsTab({ canEdit }: { canEdit: boolean }) {
  const message = usePortalMessage();
  const queryClient = useQueryClient();
  const scope = useStoreScope();
  const saved = useQuery({
    queryKey: approvalKey(scope),
    queryFn: async () => !!(await accountApi.smartDeliveryConfigs()).data?.data?.smart_delivery_config?.need_approve_orders,
  });
  useFailureToast(saved, m.loadError);
  // What the merchant ticked, until it is saved (the page draws the tab anew for another store: BusinessProfilePage).
  const [draft, setDraft] = useState<boolean | null>(null);
  const value = draft ?? saved.data ?? false;
  const save = useMutation({
    // The store goes with the save: an answer that comes after a store switch is written to the store it saved.
    mutationFn: ({ need }: { scope: string; need: boolean }) => accountApi.updateSmartDeliveryConfigs({ need_approve_orders: need }),
    onSuccess: ({ data }, sent) => {
      queryClient.setQueryData(approvalKey(sent.scope), data?.data?.smart_delivery_config?.need_approve_orders ?? sent.need);
      // Saved: the checkbox shows the store's setting again (a tick made meanwhile stays to be saved).
      setDraft((now) => (now === sent.need ? null : now));
      message.success(m.saved);
    },
  });
  useFailureToast(save, m.saveError);

  if (saved.data === undefined) {
    return saved.isError ? (
      // Said by the toast (part-2 §8); the note stays with the retry.
      <FailureNote title={m.loadError} action={<Button onClick={() => saved.refetch()}>{m.retry}</Button>} />
    ) : (
      <Spinner />
    );
  }
  return (
    <Space orientation="vertical" size="middle">
      <Checkbox checked={value} disabled={!canEdit} onChange={(e) => setDraft(e.target.checked)}>
        {m.approvalLabel}
      </Checkbox>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 640 }}>
        {m.approvalHelp}
      </Typography.Paragraph>
      {!canEdit ? <Alert type="info" showIcon role="status" title={m.readOnlyNotice} /> : null}
      {canEdit ? (
        <Button type="primary" onClick={() => save.mutate({ scope, need: value })} loading={save.isPending} disabled={value === saved.data}>
          {m.saveSettings}
        </Button>
      ) : null}
    </Space>
  );
}
