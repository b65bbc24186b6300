import { useMemo } from 'react';
import { Alert, Button, Checkbox, Collapse, Flex, Form, Space, theme, Typography } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import type { AccountPermission, AccountRole } from '../../api/account';
import { FormikInput } from '../common/FormikInput';
import { useGrants } from '../common/grantable';
import { groupPermissions } from './permissionGroups';
import { rolesMessages as m } from './messages';
import { SectionTitle } from '../common/SectionTitle';

export interface RoleValues {
  display_name: string;
  permissions: number[];
}

const roleSchema = yup.object({
  display_name: yup.string().trim().required(m.nameRequired).max(100, m.nameMax),
  permissions: yup.array(yup.number().required()).required(),
});

interface Props {
  role: AccountRole | null;
  permissions: AccountPermission[];
  canSave: boolean;
  canDelete: boolean;
  onSubmit: (values: RoleValues) => Promise<unknown>;
  onDelete: () => void;
}

/** A role's name and its permissions in collapsible groups with 'Selecionar todos'. */
export function RoleEditor({ role, permissions, canSave: allowedToSave, canDelete, onSubmit, onDelete }: Props) {
  const { token } = theme.useToken();
  const groups = useMemo(() => groupPermissions(permissions), [permissions]);
  // Nobody gives a permission they do not hold (the server refuses it: docs/decisions.md D8): those are
  // offered disabled, and a role holding one of them is not the user's to change.
  const grants = useGrants();
  const beyondMe = !!role && role.permissions.some((p) => !grants.holds(p));
  const canSave = allowedToSave && !beyondMe;
  const missing = permissions.some((p) => !grants.holds(p));
  const formik = useFormik<RoleValues>({
    initialValues: { display_name: role?.display_name ?? '', permissions: role?.permissions.map((p) => p.id) ?? [] },
    validationSchema: roleSchema,
    onSubmit,
  });
  const chosen = new Set(formik.values.permissions);
  const setChosen = (next: Set<number>) =>
    formik.setFieldValue(
      'permissions',
      permissions.filter((p) => next.has(p.id)).map((p) => p.id),
    );

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={role ? role.display_name : m.newRole}>
      <Form layout="vertical" component={false}>
        {!allowedToSave ? <Alert type="info" showIcon role="status" title={m.readOnly} style={{ marginBottom: 16 }} /> : null}
        {allowedToSave && beyondMe ? <Alert type="warning" showIcon title={m.roleBeyondMe} style={{ marginBottom: 16 }} /> : null}
        <FormikInput
          formik={formik}
          name="display_name"
          id="role-name"
          label={m.name}
          required
          style={{ maxWidth: 480 }}
          maxLength={100}
          placeholder={m.namePlaceholder}
          readOnly={!canSave}
        />
        <SectionTitle>{m.permissions}</SectionTitle>
        {canSave && missing ? (
          <Typography.Paragraph type="secondary" id="role-not-held-note">
            {m.notHeldNote}
          </Typography.Paragraph>
        ) : null}
        <Collapse
          defaultActiveKey={groups.map((g) => g.key)}
          items={groups.map((group) => {
            const ids = group.permissions.map((p) => p.id);
            const count = ids.filter((id) => chosen.has(id)).length;
            // 'Selecionar todos' gives only what the user holds.
            const givable = group.permissions.filter((p) => grants.holds(p)).map((p) => p.id);
            return {
              key: group.key,
              label: (
                <span>
                  {group.title} <Typography.Text type="secondary">({m.selectedCount(count, ids.length)})</Typography.Text>
                </span>
              ),
              children: (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Checkbox
                    aria-label={m.selectAllOf(group.title)}
                    disabled={!canSave || !givable.length}
                    checked={count === ids.length && ids.length > 0}
                    indeterminate={count > 0 && count < ids.length}
                    aria-checked={count > 0 && count < ids.length ? 'mixed' : count === ids.length && ids.length > 0}
                    onChange={(e) => {
                      const next = new Set(chosen);
                      for (const id of givable) {
                        if (e.target.checked) next.add(id);
                        else next.delete(id);
                      }
                      setChosen(next);
                    }}
                  >
                    <strong>{m.selectAll}</strong>
                  </Checkbox>
                  {group.permissions.map((permission) => {
                    const held = grants.holds(permission);
                    return (
                      <Checkbox
                        key={permission.id}
                        disabled={!canSave || !held}
                        aria-describedby={canSave && !held ? 'role-not-held-note' : undefined}
                        checked={chosen.has(permission.id)}
                        onChange={(e) => {
                          const next = new Set(chosen);
                          if (e.target.checked) next.add(permission.id);
                          else next.delete(permission.id);
                          setChosen(next);
                        }}
                        style={{ marginLeft: 24 }}
                      >
                        {permission.display_name}
                        {permission.description ? <Typography.Text type="secondary"> — {permission.description}</Typography.Text> : null}
                        {canSave && !held ? <Typography.Text type="secondary"> ({m.notHeld})</Typography.Text> : null}
                      </Checkbox>
                    );
                  })}
                </Space>
              ),
            };
          })}
        />
        {canSave || (role && canDelete) ? (
          // The form's only save sits at the end of a long list of permissions: it sticks to the bottom of the screen
          // while the list scrolls under it, and rests under the list at the end; above the host's offline/update bar when
          // that bar shows (the host sets its height as --portal-status-bar-height, 0px when none).
          <Flex
            justify="space-between"
            align="center"
            gap={8}
            wrap
            style={{
              position: 'sticky',
              bottom: 'var(--portal-status-bar-height, 0px)',
              zIndex: 3,
              marginTop: 16,
              padding: '12px 16px calc(12px + env(safe-area-inset-bottom, 0px))',
              background: token.colorBgContainer,
              borderRadius: `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0`,
              boxShadow: '0 -4px 16px rgba(15, 31, 75, 0.12)',
            }}
          >
            {role && canDelete ? (
              <Button danger onClick={onDelete}>
                {m.delete}
              </Button>
            ) : (
              <span />
            )}
            {canSave ? (
              <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                {role ? m.save : m.create}
              </Button>
            ) : null}
          </Flex>
        ) : null}
      </Form>
    </form>
  );
}
