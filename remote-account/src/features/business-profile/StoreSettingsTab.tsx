import { useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Space, Typography } from 'antd';
import { accountApi } from '../../api/account';
import { Spinner } from 'shared';
import { businessMessages as m } from './messages';

/** Tab 'Configurações': order approval (smart-delivery-configs / PUT merchants). */
export function StoreSettingsTab({ canEdit, reloadKey }: { canEdit: boolean; reloadKey: string }) {
  const { message } = App.useApp();
  const [saved, setSaved] = useState<boolean | null>(null);
  const [value, setValue] = useState(false);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setSaved(null);
    setFailed(false);
    accountApi
      .smartDeliveryConfigs()
      .then(({ data }) => {
        if (!alive) return;
        const need = !!data?.data?.smart_delivery_config?.need_approve_orders;
        setSaved(need);
        setValue(need);
      })
      .catch(() => {
        if (!alive) return;
        setFailed(true);
        message.error(m.loadError);
      });
    return () => {
      alive = false;
    };
  }, [reloadKey, attempt, message]);

  const save = async () => {
    setSaving(true);
    try {
      const { data } = await accountApi.updateSmartDeliveryConfigs({ need_approve_orders: value });
      const need = data?.data?.smart_delivery_config?.need_approve_orders ?? value;
      setSaved(need);
      setValue(need);
      message.success(m.saved);
    } catch {
      message.error(m.saveError);
    } finally {
      setSaving(false);
    }
  };

  if (failed) {
    return <Alert type="error" showIcon title={m.loadError} action={<Button onClick={() => setAttempt((n) => n + 1)}>{m.retry}</Button>} />;
  }
  if (saved === null) return <Spinner />;
  return (
    <Space orientation="vertical" size="middle">
      <Checkbox checked={value} disabled={!canEdit} onChange={(e) => setValue(e.target.checked)}>
        {m.approvalLabel}
      </Checkbox>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 640 }}>
        {m.approvalHelp}
      </Typography.Paragraph>
      {!canEdit ? <Alert type="info" showIcon title={m.readOnlyNotice} /> : null}
      {canEdit ? (
        <Button type="primary" onClick={save} loading={saving} disabled={value === saved}>
          {m.saveSettings}
        </Button>
      ) : null}
    </Space>
  );
}
