import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Form, Select, Typography } from 'antd';
import { getSession, serverErrorText, sessionActions, Spinner } from 'shared';
import { accountApi, type AccountPermission, type AccountRole } from '../../api/account';
import { usePermission } from '../common/usePermission';
import { useStoreScope } from '../common/useStoreScope';
import { RoleEditor, type RoleValues } from './RoleEditor';
import { sessionRolesAndPermissions } from './permissionGroups';
import { NEW_ROLE, rolesMessages as m } from './messages';

type Choice = number | typeof NEW_ROLE;

/** After editing a role the signed-in user holds, the session's roles and permissions follow at once. */
function refreshSessionPermissions(roles: AccountRole[], editedRoleId: number): void {
  const user = getSession().user;
  if (!user?.roles?.some((r) => String(r.id) === String(editedRoleId))) return;
  const next = sessionRolesAndPermissions(user.roles, roles);
  if (next) sessionActions.updateUser(next);
}

/**
 * /pages/roles: choose a role or 'Criar novo tipo', its name and its permissions in collapsible groups with
 * select-all; create, edit, delete.
 */
export default function RolesPage() {
  const { message, modal } = App.useApp();
  const { storeUuid } = useStoreScope();
  // The screen is open to whoever may see roles (role.show) or give them (profile.show); changing them needs
  // role.create / role.edit / role.delete (docs/decisions.md, 'Permissions').
  const canSeeRoles = usePermission('role.show');
  const canGiveRoles = usePermission('profile.show');
  const canShow = canSeeRoles || canGiveRoles;
  const canCreate = usePermission('role.create');
  const canEdit = usePermission('role.edit');
  const canDelete = usePermission('role.delete');
  const [roles, setRoles] = useState<AccountRole[] | null>(null);
  const [permissions, setPermissions] = useState<AccountPermission[]>([]);
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<{ title: string; detail: string } | null>(null);

  const load = useCallback(async (): Promise<AccountRole[] | null> => {
    try {
      const [rolesAnswer, permissionsAnswer] = await Promise.all([accountApi.roles(), accountApi.permissions()]);
      const list = Array.isArray(rolesAnswer.data?.data) ? rolesAnswer.data.data : [];
      setRoles(list);
      setPermissions(Array.isArray(permissionsAnswer.data?.data) ? permissionsAnswer.data.data : []);
      setFailed(false);
      return list;
    } catch {
      setFailed(true);
      message.error(m.loadError);
      return null;
    }
  }, [message]);

  useEffect(() => {
    if (!canShow) return;
    let alive = true;
    setRoles(null);
    load().then((list) => {
      if (alive && list)
        setChoice((current) =>
          current !== null && (current === NEW_ROLE || list.some((r) => r.id === current)) ? current : canCreate ? NEW_ROLE : (list[0]?.id ?? null),
        );
    });
    return () => {
      alive = false;
    };
  }, [canShow, canCreate, load, storeUuid, attempt]);

  if (!canShow) {
    return (
      <section aria-labelledby="roles-title">
        <Typography.Title level={2} id="roles-title">
          {m.title}
        </Typography.Title>
        <Alert type="warning" showIcon title={m.noPermission} />
      </section>
    );
  }

  const role = typeof choice === 'number' ? (roles?.find((r) => r.id === choice) ?? null) : null;

  const save = async (values: RoleValues) => {
    const input = { display_name: values.display_name.trim(), permissions: values.permissions };
    setProblem(null);
    try {
      if (role) {
        await accountApi.updateRole(role.id, input);
        message.success(m.edited);
        const list = await load();
        if (list) refreshSessionPermissions(list, role.id);
      } else {
        const { data } = await accountApi.createRole(input);
        message.success(m.added);
        await load();
        if (data?.data?.id) setChoice(data.data.id);
      }
    } catch (error) {
      const detail = serverErrorText(error);
      if (detail && detail !== m.saveError) setProblem({ title: m.saveError, detail });
      message.error(m.saveError);
    }
  };

  const confirmDelete = () => {
    if (!role) return;
    modal.confirm({
      title: m.deleteTitle,
      content: m.deleteBody(role.display_name),
      okText: m.delete,
      okButtonProps: { danger: true },
      cancelText: m.cancel,
      onOk: async () => {
        setProblem(null);
        try {
          await accountApi.deleteRole(role.id);
          message.success(m.deleted);
          const list = await load();
          setChoice(canCreate ? NEW_ROLE : (list?.[0]?.id ?? null));
        } catch (error) {
          const detail = serverErrorText(error);
          if (detail && detail !== m.deleteError) setProblem({ title: m.deleteError, detail });
          message.error(m.deleteError);
        }
      },
    });
  };

  return (
    <section aria-labelledby="roles-title">
      <Typography.Title level={2} id="roles-title">
        {m.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{m.subtitle}</Typography.Paragraph>
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={m.loadError}
          description={m.loadErrorDetail}
          action={<Button onClick={() => setAttempt((n) => n + 1)}>{m.retry}</Button>}
        />
      ) : roles === null ? (
        <Spinner />
      ) : (
        <>
          <Form layout="vertical" component={false}>
            <Form.Item label={m.roleSelect} htmlFor="role-choice" style={{ maxWidth: 480 }}>
              <Select<Choice>
                id="role-choice"
                aria-label={m.roleSelect}
                value={choice ?? undefined}
                onChange={(value) => {
                  setProblem(null);
                  setChoice(value);
                }}
                options={[
                  ...(canCreate ? [{ value: NEW_ROLE as Choice, label: m.newRole }] : []),
                  ...roles.map((r) => ({ value: r.id as Choice, label: r.display_name })),
                ]}
              />
            </Form.Item>
          </Form>
          {problem ? <Alert type="error" showIcon title={problem.title} description={problem.detail} style={{ marginBottom: 16 }} /> : null}
          {choice !== null ? (
            <RoleEditor
              key={`${String(choice)}-${role?.display_name ?? ''}-${role?.permissions.length ?? 0}`}
              role={role}
              permissions={permissions}
              canSave={role ? canEdit : canCreate}
              canDelete={canDelete}
              onSubmit={save}
              onDelete={confirmDelete}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
