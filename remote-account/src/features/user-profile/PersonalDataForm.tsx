import { Alert, App, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { serverErrorText, sessionActions, type SessionUser } from 'shared';
import { useStoreScope } from 'shared/data';
import { accountApi, type OwnProfileInput } from '../../api/account';
import { useGrants } from '../common/grantable';
import { accountKeys, useRoleList } from '../common/queries';
import { useFailureToast } from '../common/useFailureToast';
import { userMessages as m } from './messages';
import { personalDataSchema, type PersonalDataValues } from './schema';

const currentRoleId = (user: SessionUser): number | null => {
  const id = Number(user.roles?.[0]?.id);
  return Number.isFinite(id) && id > 0 ? id : null;
};

/** Name, social name, e-mail and (only with profile.show) the role of the signed-in user. */
export function PersonalDataForm({ user, canChooseRole }: { user: SessionUser; canChooseRole: boolean }) {
  const { message } = App.useApp();
  const grants = useGrants();
  const scope = useStoreScope();
  const queryClient = useQueryClient();
  const rolesRead = useRoleList(canChooseRole);
  useFailureToast(rolesRead, m.rolesError);
  const roles = rolesRead.data ?? [];
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

  // Only roles whose permissions are all the user's (the server refuses any other); the current one stays shown.
  const ownRole = currentRoleId(user);
  const roleOptions = roles.length
    ? roles
        .filter((r) => grants.canGive(r) || Number(r.id) === ownRole)
        .map((r) => ({ value: Number(r.id), label: r.display_name, disabled: !grants.canGive(r) }))
    : (user.roles ?? []).map((r) => ({ value: Number(r.id), label: r.display_name }));

  const status = (name: keyof PersonalDataValues) => (formik.touched[name] && formik.errors[name] ? 'error' : undefined);
  const help = (name: keyof PersonalDataValues) => (formik.touched[name] ? formik.errors[name] : undefined);

  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0 }}>
          {m.dataTitle}
        </Typography.Title>
      }
    >
      <form onSubmit={formik.handleSubmit} noValidate aria-label={m.dataTitle}>
        <Form layout="vertical" component={false}>
          {serverProblem ? <Alert type="error" showIcon title={m.saveError} description={serverProblem} style={{ marginBottom: 16 }} /> : null}
          <Form.Item label={m.name} htmlFor="user-name" required validateStatus={status('name')} help={help('name')}>
            <Input
              id="user-name"
              name="name"
              maxLength={255}
              autoComplete="name"
              value={formik.values.name}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              aria-invalid={!!status('name')}
            />
          </Form.Item>
          <Form.Item label={m.socialName} htmlFor="user-social-name">
            <Input
              id="user-social-name"
              name="social_name"
              maxLength={255}
              value={formik.values.social_name}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </Form.Item>
          <Form.Item label={m.email} htmlFor="user-email" required validateStatus={status('email')} help={help('email')}>
            <Input
              id="user-email"
              name="email"
              type="email"
              maxLength={254}
              autoComplete="email"
              value={formik.values.email}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              aria-invalid={!!status('email')}
            />
          </Form.Item>
          {canChooseRole ? (
            <Form.Item
              label={m.role}
              htmlFor="user-role"
              required
              validateStatus={status('role') ?? (rolesRead.isError ? 'error' : undefined)}
              help={help('role') ?? (rolesRead.isError ? m.rolesLoadError : undefined)}
              extra={<span id="user-role-hint">{m.roleHint}</span>}
            >
              <Select
                id="user-role"
                aria-label={m.role}
                value={formik.values.role ?? undefined}
                onChange={(value: number) => formik.setFieldValue('role', value)}
                onBlur={() => formik.setFieldTouched('role', true)}
                options={roleOptions}
                aria-describedby="user-role-hint"
              />
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            {m.save}
          </Button>
        </Form>
      </form>
    </Card>
  );
}
