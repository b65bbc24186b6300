import { useEffect, useState } from 'react';
import { Alert, App, Button, Tabs, Typography } from 'antd';
import { accountApi, type StoreProfile } from '../../api/account';
import { Spinner } from 'shared';
import { usePermission } from '../common/usePermission';
import { useStoreScope } from '../common/useStoreScope';
import { StoreProfileTab } from './StoreProfileTab';
import { StoreSettingsTab } from './StoreSettingsTab';
import { businessMessages as m } from './messages';

/** /pages/business: the store profile ('Perfil') and its order approval setting ('Configurações'). */
export default function BusinessProfilePage() {
  const { message } = App.useApp();
  const { storeUuid } = useStoreScope();
  const canEdit = usePermission('business.edit');
  const [store, setStore] = useState<StoreProfile | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!storeUuid) return;
    let alive = true;
    setStore(null);
    setFailed(false);
    accountApi
      .storeProfile(storeUuid)
      .then(({ data }) => {
        if (!alive) return;
        if (data?.data && typeof data.data === 'object') setStore(data.data);
        else {
          setFailed(true);
          message.error(m.loadError);
        }
      })
      .catch(() => {
        if (!alive) return;
        setFailed(true);
        message.error(m.loadError);
      });
    return () => {
      alive = false;
    };
  }, [storeUuid, attempt, message]);

  const profile = failed ? (
    <Alert type="error" showIcon title={m.loadError} action={<Button onClick={() => setAttempt((n) => n + 1)}>{m.retry}</Button>} />
  ) : store ? (
    <StoreProfileTab key={store.uuid} store={store} canEdit={canEdit} onSaved={setStore} />
  ) : (
    <Spinner />
  );

  return (
    <section aria-labelledby="business-title">
      <Typography.Title level={2} id="business-title">
        {m.title}
      </Typography.Title>
      <Tabs
        defaultActiveKey="profile"
        items={[
          { key: 'profile', label: m.tabProfile, children: profile },
          { key: 'settings', label: m.tabSettings, children: <StoreSettingsTab canEdit={canEdit} reloadKey={storeUuid ?? ''} /> },
        ]}
      />
    </section>
  );
}
