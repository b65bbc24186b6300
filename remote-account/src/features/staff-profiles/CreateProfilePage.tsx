import { Alert, Card, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { serverErrorTexts, usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import { accountPages } from 'shared/pages';
import { accountApi, type BusinessUserInput } from '../../api/account';
import { accountKeys } from '../common/queries';
import { useFailureToast } from '../common/useFailureToast';
import { usePermission } from '../common/usePermission';
import { ProfileForm } from './ProfileForm';
import { staffMessages as m } from './messages';
import { toProfileInput } from './schema';
import { PageTitle } from 'shared/ui';

/** /pages/create-profile: 'Criar novo perfil' (name, social name, e-mail, permission type). */
export default function CreateProfilePage() {
  const message = usePortalMessage();
  const navigate = useNavigate();
  const canCreate = usePermission('profile.create');
  const scope = useStoreScope();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (input: BusinessUserInput) => accountApi.createBusinessUser(input),
    onSuccess: () => {
      message.success(m.created);
      void queryClient.invalidateQueries({ queryKey: accountKeys.profiles(scope) });
      navigate(accountPages.staffProfiles.path);
    },
  });
  useFailureToast(create, m.createError);

  return (
    <section aria-labelledby="create-profile-title">
      <PageTitle id="create-profile-title">{m.createTitle}</PageTitle>
      {!canCreate ? (
        <Alert type="warning" showIcon title={m.noCreatePermission} description={<Link to={accountPages.staffProfiles.path}>{m.back}</Link>} />
      ) : (
        <Card style={{ maxWidth: 640 }}>
          <Typography.Paragraph type="secondary">{m.createSubtitle}</Typography.Paragraph>
          <ProfileForm
            idPrefix="create-profile"
            initialValues={{ name: '', social_name: '', email: '', role: null }}
            submitLabel={m.create}
            problems={create.error ? serverErrorTexts(create.error) : []}
            problemsTitle={m.createError}
            onCancel={() => navigate(accountPages.staffProfiles.path)}
            onSubmit={(values) => create.mutateAsync(toProfileInput(values)).catch(() => undefined)}
          />
        </Card>
      )}
    </section>
  );
}
