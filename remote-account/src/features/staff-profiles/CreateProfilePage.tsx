import { useState } from 'react';
import { Alert, App, Card, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { serverErrorTexts } from 'shared';
import { accountApi } from '../../api/account';
import { usePermission } from '../common/usePermission';
import { useStoreScope } from '../common/useStoreScope';
import { ProfileForm } from './ProfileForm';
import { staffMessages as m } from './messages';
import { toProfileInput } from './schema';
import { useRoles } from './useRoles';
import { accountPages } from 'shared/pages';

/** /pages/create-profile: 'Criar novo perfil' (name, social name, e-mail, permission type). */
export default function CreateProfilePage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canCreate = usePermission('profile.create');
  const { storeUuid } = useStoreScope();
  const { roles, failed } = useRoles(canCreate, storeUuid ?? '');
  const [problems, setProblems] = useState<string[]>([]);

  return (
    <section aria-labelledby="create-profile-title">
      <Typography.Title level={2} id="create-profile-title">
        {m.createTitle}
      </Typography.Title>
      {!canCreate ? (
        <Alert type="warning" showIcon title={m.noCreatePermission} description={<Link to={accountPages.staffProfiles.path}>{m.back}</Link>} />
      ) : (
        <Card style={{ maxWidth: 640 }}>
          <Typography.Paragraph type="secondary">{m.createSubtitle}</Typography.Paragraph>
          <ProfileForm
            idPrefix="create-profile"
            initialValues={{ name: '', social_name: '', email: '', role: null }}
            roles={roles}
            rolesFailed={failed}
            submitLabel={m.create}
            problems={problems}
            problemsTitle={m.createError}
            onCancel={() => navigate(accountPages.staffProfiles.path)}
            onSubmit={async (values) => {
              setProblems([]);
              try {
                await accountApi.createBusinessUser(toProfileInput(values));
                message.success(m.created);
                navigate(accountPages.staffProfiles.path);
              } catch (error) {
                setProblems(serverErrorTexts(error));
                message.error(m.createError);
              }
            }}
          />
        </Card>
      )}
    </section>
  );
}
