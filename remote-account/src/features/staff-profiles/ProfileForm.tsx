import { Button, Form, Space } from 'antd';
import { useFormik } from 'formik';
import { FailureNote } from '../common/FailureNote';
import { FormikInput } from '../common/FormikInput';
import { RoleSelect, useRoleChoices } from '../common/RoleSelect';
import { staffMessages as m } from './messages';
import { profileSchema, type ProfileValues } from './schema';

interface Props {
  idPrefix: string;
  initialValues: ProfileValues;
  submitLabel: string;
  /** Server problems to list under the form (shown one by one); their title is the failure's toast, said already. */
  problems?: string[];
  problemsTitle?: string;
  onSubmit: (values: ProfileValues) => Promise<unknown>;
  onCancel: () => void;
}

/** Name, social name, e-mail and role of a staff profile: 'Criar novo perfil' and 'Editar perfil'. */
export function ProfileForm({ idPrefix, initialValues, submitLabel, problems = [], problemsTitle, onSubmit, onCancel }: Props) {
  const formik = useFormik<ProfileValues>({ initialValues, validationSchema: profileSchema, onSubmit });
  const roles = useRoleChoices(true, initialValues.role);
  const text = (name: 'name' | 'social_name' | 'email', label: string, extra: { type?: string } = {}) => (
    <FormikInput
      formik={formik}
      name={name}
      id={`${idPrefix}-${name}`}
      label={label}
      required
      maxLength={name === 'email' ? 254 : 255}
      autoComplete="off"
      {...extra}
    />
  );

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={submitLabel}>
      <Form layout="vertical" component={false}>
        {/* Said by the caller's toast (part-2 §8); the note stays with the server's reasons, silent (D20). */}
        {problems.length ? (
          <FailureNote
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
        {text('name', m.name)}
        {text('social_name', m.socialName)}
        {text('email', m.email, { type: 'email' })}
        <RoleSelect formik={formik} id={`${idPrefix}-role`} choices={roles} />
        <Space>
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            {submitLabel}
          </Button>
          <Button onClick={onCancel}>{m.cancel}</Button>
        </Space>
      </Form>
    </form>
  );
}
