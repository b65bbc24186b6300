import { Button, Tabs } from 'antd';
import { Spinner } from 'shared';
import { useStoreScope } from 'shared/data';
import { useStoreProfile } from '../common/queries';
import { FailureNote } from '../common/FailureNote';
import { useFailureToast } from '../common/useFailureToast';
import { usePermission } from '../common/usePermission';
import { StoreProfileTab } from './StoreProfileTab';
import { StoreSettingsTab } from './StoreSettingsTab';
import { businessMessages as m } from './messages';
import { PageTitle } from 'shared/ui';

/** /pages/business: the store profile ('Perfil') and its order approval setting ('Configurações'). */
export default function BusinessProfilePage() {
  const canEdit = usePermission('business.edit');
  const store = useStoreProfile();
  const scope = useStoreScope();
  useFailureToast(store, m.loadError);

  const profile = store.data ? (
    <StoreProfileTab key={store.data.uuid} store={store.data} canEdit={canEdit} />
  ) : store.isError ? (
    // Said by the toast (part-2 §8); the note stays with the retry.
    <FailureNote title={m.loadError} action={<Button onClick={() => store.refetch()}>{m.retry}</Button>} />
  ) : (
    <Spinner />
  );

  return (
    <section aria-labelledby="business-title">
      <PageTitle id="business-title">{m.title}</PageTitle>
      <Tabs
        defaultActiveKey="profile"
        items={[
          { key: 'profile', label: m.tabProfile, children: profile },
          { key: 'settings', label: m.tabSettings, children: <StoreSettingsTab key={scope} canEdit={canEdit} /> },
        ]}
      />
    </section>
  );
}
