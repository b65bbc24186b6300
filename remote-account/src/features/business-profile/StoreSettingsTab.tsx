import { useState } from 'react';
import { Alert, App, Button, Checkbox, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Spinner } from 'shared';
import { useStoreScope } from 'shared/data';
import { accountApi } from '../../api/account';
import { useFailureToast } from '../common/useFailureToast';
import { businessMessages as m } from './messages';

/** Tab 'Configurações': order approval (smart-delivery-configs / PUT merchants). */
export function StoreSettingsTab({ canEdit }: { canEdit: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const key = [useStoreScope(), 'order-approval'];
  const saved = useQuery({
    queryKey: key,
    queryFn: async () => !!(await accountApi.smartDeliveryConfigs()).data?.data?.smart_delivery_config?.need_approve_orders,
  });
  useFailureToast(saved, m.loadError);
  // What the merchant ticked, until it is saved.
  const [draft, setDraft] = useState<boolean | null>(null);
  const value = draft ?? saved.data ?? false;
  const save = useMutation({
    mutationFn: (need: boolean) => accountApi.updateSmartDeliveryConfigs({ need_approve_orders: need }),
    onSuccess: ({ data }, need) => {
      const now = data?.data?.smart_delivery_config?.need_approve_orders ?? need;
      queryClient.setQueryData(key, now);
      setDraft(now);
      message.success(m.saved);
    },
  });
  useFailureToast(save, m.saveError);

  if (saved.data === undefined) {
    return saved.isError ? (
      <Alert type="error" showIcon title={m.loadError} action={<Button onClick={() => saved.refetch()}>{m.retry}</Button>} />
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
      {!canEdit ? <Alert type="info" showIcon title={m.readOnlyNotice} /> : null}
      {canEdit ? (
        <Button type="primary" onClick={() => save.mutate(value)} loading={save.isPending} disabled={value === saved.data}>
          {m.saveSettings}
        </Button>
      ) : null}
    </Space>
  );
}
