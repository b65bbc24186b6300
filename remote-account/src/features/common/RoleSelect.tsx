import { Form, Select } from 'antd';
import type { FormikProps } from 'formik';
import { fieldError } from './FormikInput';
import { useGrants } from './grantable';
import { roleSelectMessages as m } from './messages';
import { useRoleList } from './queries';
import { useFailureToast } from './useFailureToast';

/**
 * The roles a profile may be given: only those whose permissions are all the user's (the server refuses any other,
 * docs/decisions.md D8), the profile's current role still shown. A failed read, or no role at all, says so; with
 * `ownRoles` the user's own roles stand in for an empty list instead.
 */
export function useRoleChoices(enabled: boolean, current: number | null, ownRoles?: { id: number | string; display_name: string }[]) {
  const grants = useGrants();
  const read = useRoleList(enabled);
  const roles = read.data ?? [];
  const failed = read.isError || (read.isSuccess && !roles.length && !ownRoles);
  useFailureToast({ isError: failed, isFetching: read.isFetching }, m.rolesError);
  const options = roles.length
    ? roles.filter((r) => grants.canGive(r) || r.id === current).map((r) => ({ value: r.id, label: r.display_name, disabled: !grants.canGive(r) }))
    : (ownRoles ?? []).map((r) => ({ value: Number(r.id), label: r.display_name }));
  return { options, failed };
}

/** 'Tipo de permissão', required, with the hint that only roles within the user's permissions are offered. */
export function RoleSelect<V extends { role: number | null }>({
  formik,
  id,
  choices,
}: {
  formik: FormikProps<V>;
  id: string;
  choices: ReturnType<typeof useRoleChoices>;
}) {
  const error = fieldError(formik, 'role') ?? (choices.failed ? m.rolesLoadError : undefined);
  return (
    <Form.Item
      label={m.role}
      htmlFor={id}
      required
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={<span id={`${id}-hint`}>{m.roleHint}</span>}
    >
      <Select
        id={id}
        aria-label={m.role}
        // A store with many roles finds one by typing its name.
        showSearch={{ optionFilterProp: 'label' }}
        value={formik.values.role ?? undefined}
        onChange={(value: number) => formik.setFieldValue('role', value)}
        onBlur={() => formik.setFieldTouched('role', true)}
        options={choices.options}
        aria-describedby={`${id}-hint`}
      />
    </Form.Item>
  );
}
