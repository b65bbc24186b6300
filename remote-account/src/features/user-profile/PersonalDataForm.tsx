import { Button, Card, Form } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { serverErrorText, sessionActions, type SessionUser, usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import { accountApi, type OwnProfileInput } from '../../api/account';
import { FailureNote } from '../common/FailureNote';
import { FormikInput } from '../common/FormikInput';
import { accountKeys } from '../common/queries';
import { RoleSelect, useRoleChoices } from '../common/RoleSelect';
import { useFailureToast } from '../common/useFailureToast';
import { userMessages as m } from './messages';
import { personalDataSchema, type PersonalDataValues } from './schema';
import { SectionTitle } from '../common/SectionTitle';

const currentRoleId = (user: SessionUser): number | null => {
  const id = Number(user.roles?.[0]?.id);
  return Number.isFinite(id) && id > 0 ? id : null;
};

/** Name, social name, e-mail and (only with profile.show) the role of the signed-in user. */
export function PersonalDataForm({ user, canChooseRole }: { user: SessionUser; canChooseRole: boolean }) {
  const message = usePortalMessage();
  const scope = useStoreScope();
  const queryClient = useQueryClient();
  const roles = useRoleChoices(canChooseRole, currentRoleId(user), user.roles ?? []);
  const save = useMutation({
    mutationFn: (input: OwnProfileInput) => accountApi.updateOwnProfile(user.business_user_id, input),
    onSuccess: ({ data }, input) => {
      const answer = data?.data;
      sessionActions.updateUser({
        business_user_name: answer?.business_user_name ?? input.name,
        business_user_social_name: answer ? answer.business_user_social_name : (input.social_name ?? null),
        email: answer?.email ?? input.email,
        ...(answer?.roles ? { roles: answer.roles } : {}),
        ...(answer?.permissions ? { permissions: answer.permissions } : {}),
      });
      message.success(m.saved);
      // The staff profiles list holds the user too.
      void queryClient.invalidateQueries({ queryKey: accountKeys.profiles(scope) });
    },
  });
  useFailureToast(save, m.saveError);
  const serverProblem = save.error ? serverErrorText(save.error) : undefined;

  const formik = useFormik<PersonalDataValues>({
    initialValues: {
      name: user.business_user_name ?? '',
      social_name: user.business_user_social_name ?? '',
      email: user.email ?? '',
      role: currentRoleId(user),
    },
    validationSchema: personalDataSchema(canChooseRole),
    onSubmit: (values) =>
      save
        .mutateAsync({
          name: values.name.trim(),
          social_name: values.social_name.trim() || null,
          email: values.email.trim(),
          ...(canChooseRole && values.role ? { roles: [values.role] } : {}),
        })
        .catch(() => undefined),
  });

  return (
    <Card title={<SectionTitle style={{ margin: 0 }}>{m.dataTitle}</SectionTitle>}>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={m.dataTitle}>
        <Form layout="vertical" component={false}>
          {/* Said by the toast (part-2 §8); the note stays with the server's reason, silent (D20). */}
          {serverProblem ? <FailureNote title={m.saveError} description={serverProblem} style={{ marginBottom: 16 }} /> : null}
          <FormikInput formik={formik} name="name" id="user-name" label={m.name} required maxLength={255} autoComplete="name" />
          <FormikInput formik={formik} name="social_name" id="user-social-name" label={m.socialName} maxLength={255} />
          <FormikInput formik={formik} name="email" id="user-email" label={m.email} required type="email" maxLength={254} autoComplete="email" />
          {canChooseRole ? <RoleSelect formik={formik} id="user-role" choices={roles} /> : null}
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            {m.save}
          </Button>
        </Form>
      </form>
    </Card>
  );
}
