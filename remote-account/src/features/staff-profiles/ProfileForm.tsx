import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useFormik } from 'formik';
import type { ListedRole } from '../../api/account';
import { useGrants } from '../common/grantable';
import { staffMessages as m } from './messages';
import { profileSchema, type ProfileValues } from './schema';

interface Props {
  idPrefix: string;
  initialValues: ProfileValues;
  roles: ListedRole[];
  rolesFailed: boolean;
  submitLabel: string;
  /** Server problems to list under the form (shown one by one). */
  problems?: string[];
  problemsTitle?: string;
  onSubmit: (values: ProfileValues) => Promise<unknown>;
  onCancel: () => void;
}

/** Name, social name, e-mail and role of a staff profile: 'Criar novo perfil' and 'Editar perfil'. */
export function ProfileForm({ idPrefix, initialValues, roles, rolesFailed, submitLabel, problems = [], problemsTitle, onSubmit, onCancel }: Props) {
  const formik = useFormik<ProfileValues>({ initialValues, validationSchema: profileSchema, onSubmit });
  const grants = useGrants();
  // Only roles whose permissions are all the user's are offered (the server refuses any other); the profile's
  // current role stays shown. A profile whose role goes beyond the user's permissions is not theirs to change.
  const current = roles.find((r) => r.id === initialValues.role) ?? null;
  const beyondMe = !!current && !grants.canGive(current);
  const roleOptions = roles
    .filter((r) => grants.canGive(r) || r.id === initialValues.role)
    .map((r) => ({ value: r.id, label: r.display_name, disabled: !grants.canGive(r) }));
  const status = (name: keyof ProfileValues) => (formik.touched[name] && formik.errors[name] ? 'error' : undefined);
  const help = (name: keyof ProfileValues) => (formik.touched[name] ? formik.errors[name] : undefined);
  const text = (name: 'name' | 'social_name' | 'email', label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <Form.Item label={label} htmlFor={`${idPrefix}-${name}`} required validateStatus={status(name)} help={help(name)}>
      <Input
        id={`${idPrefix}-${name}`}
        name={name}
        maxLength={name === 'email' ? 254 : 255}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        aria-invalid={!!status(name)}
        {...extra}
      />
    </Form.Item>
  );

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={submitLabel}>
      <Form layout="vertical" component={false}>
        {problems.length ? (
          <Alert
            type="error"
            showIcon
            title={problemsTitle}
            description={
              problems.length === 1 ? (
                problems[0]
              ) : (
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )
            }
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {beyondMe ? <Alert type="warning" showIcon title={m.profileBeyondMe} style={{ marginBottom: 16 }} /> : null}
        {text('name', m.name, { autoComplete: 'off' })}
        {text('social_name', m.socialName, { autoComplete: 'off' })}
        {text('email', m.email, { type: 'email', autoComplete: 'off' })}
        <Form.Item
          label={m.role}
          htmlFor={`${idPrefix}-role`}
          required
          validateStatus={status('role') ?? (rolesFailed ? 'error' : undefined)}
          help={help('role') ?? (rolesFailed ? m.rolesLoadError : undefined)}
          extra={<span id={`${idPrefix}-role-hint`}>{m.roleHint}</span>}
        >
          <Select
            id={`${idPrefix}-role`}
            aria-label={m.role}
            value={formik.values.role ?? undefined}
            onChange={(value: number) => formik.setFieldValue('role', value)}
            onBlur={() => formik.setFieldTouched('role', true)}
            options={roleOptions}
            aria-describedby={`${idPrefix}-role-hint`}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting} disabled={beyondMe}>
            {submitLabel}
          </Button>
          <Button onClick={onCancel}>{m.cancel}</Button>
        </Space>
      </Form>
    </form>
  );
}
