import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, App, Button, Form, Select, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSession, serverErrorText, sessionActions, Spinner, usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import { accountApi, type AccountRole, type ListedRole, type RoleInput } from '../../api/account';
import { accountKeys, useRoleList } from '../common/queries';
import { FailureNote } from '../common/FailureNote';
import { useFailureToast } from '../common/useFailureToast';
import { usePermission } from '../common/usePermission';
import { RoleEditor, type RoleValues } from './RoleEditor';
import { sessionRolesAndPermissions } from './permissionGroups';
import { NEW_ROLE, rolesMessages as m } from './messages';
import { PageTitle } from 'shared/ui';

type Choice = number | typeof NEW_ROLE;

/** The role '?tipo=<id>' asks for ('Editar permissões' of the staff profiles opens a role to edit), else none. */
function requestedRole(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('tipo'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** After editing a role the signed-in user holds, the session's roles and permissions follow at once. */
function refreshSessionPermissions(roles: AccountRole[], editedRoleId: number): void {
  const user = getSession().user;
  if (!user?.roles?.some((r) => String(r.id) === String(editedRoleId))) return;
  const next = sessionRolesAndPermissions(user.roles, roles);
  if (next) sessionActions.updateUser(next);
}

/**
 * /pages/roles: choose a role or 'Criar novo tipo', its name and its permissions in collapsible groups with
 * select-all; create, edit, delete. '?tipo=<id>' opens that role to edit.
 */
export default function RolesPage() {
  const { modal } = App.useApp();
  const message = usePortalMessage();
  const scope = useStoreScope();
  const queryClient = useQueryClient();
  // The screen is open to whoever may see roles (role.show) or give them (profile.show); changing them needs
  // role.create / role.edit / role.delete (docs/decisions.md, 'Account').
  const canSeeRoles = usePermission('role.show');
  const canGiveRoles = usePermission('profile.show');
  const canShow = canSeeRoles || canGiveRoles;
  const canCreate = usePermission('role.create');
  const canEdit = usePermission('role.edit');
  const canDelete = usePermission('role.delete');
  const rolesRead = useRoleList(canShow);
  const permissionsRead = useQuery({
    queryKey: [scope, 'permissions'],
    queryFn: async () => {
      const { data } = await accountApi.permissions();
      return Array.isArray(data?.data) ? data.data : [];
    },
    enabled: canShow,
  });
  const failed = rolesRead.isError || permissionsRead.isError;
  useFailureToast({ isError: failed, isFetching: rolesRead.isFetching || permissionsRead.isFetching }, m.loadError);
  const { search } = useLocation();
  const [picked, setPicked] = useState<Choice | null>(() => requestedRole(search));
  const [problem, setProblem] = useState<{ title: string; detail: string } | null>(null);

  const roles = rolesRead.data;
  // The role chosen while it is still there; else 'Criar novo tipo' for who may create, or the first role.
  const choice: Choice | null =
    picked === NEW_ROLE || (picked !== null && roles?.some((r) => r.id === picked)) ? picked : canCreate ? NEW_ROLE : (roles?.[0]?.id ?? null);
  // The chosen role as the server has it now (GET v2/roles/{id}, part-2 §7): another manager may have changed it since
  // the list was read, and a save sends the whole permission list. Until it answers (or if it fails) the list's copy.
  const chosenId = typeof choice === 'number' ? choice : null;
  const roleRead = useQuery({
    queryKey: accountKeys.role(scope, chosenId),
    queryFn: async () => (await accountApi.role(chosenId!)).data.data,
    enabled: canShow && chosenId !== null,
  });
  const listed = chosenId === null ? undefined : roles?.find((r) => r.id === chosenId);
  const role = listed ? { ...listed, ...(roleRead.data?.id === chosenId ? roleRead.data : {}) } : null;

  /** The roles as the server has them now (the screen's list is read again). */
  const rolesAgain = async (): Promise<ListedRole[]> => {
    await queryClient.invalidateQueries({ queryKey: accountKeys.roles(scope) });
    return queryClient.getQueryData<ListedRole[]>(accountKeys.roles(scope)) ?? [];
  };
  const refused = (title: string) => (error: unknown) => {
    const detail = serverErrorText(error);
    if (detail && detail !== title) setProblem({ title, detail });
    message.error(title);
  };

  const save = useMutation({
    mutationFn: (input: RoleInput) => (role ? accountApi.updateRole(role.id, input) : accountApi.createRole(input)),
    onMutate: () => setProblem(null),
    onSuccess: async ({ data }) => {
      message.success(role ? m.edited : m.added);
      const list = await rolesAgain();
      if (role) refreshSessionPermissions(list, role.id);
      else if (data?.data?.id) setPicked(data.data.id);
    },
    onError: refused(m.saveError),
  });

  const remove = useMutation({
    mutationFn: (id: number) => accountApi.deleteRole(id),
    onMutate: () => setProblem(null),
    onSuccess: (_answer, id) => {
      message.success(m.deleted);
      // The role leaves the list at once, so the dialog closes with its notice (not after the list is read again, when
      // a slow answer had the 3 s notice nearly over) and the page never offers the deleted role meanwhile.
      queryClient.setQueryData<ListedRole[]>(accountKeys.roles(scope), (list) => list?.filter((r) => r.id !== id));
      setPicked(null);
      void queryClient.invalidateQueries({ queryKey: accountKeys.roles(scope) });
    },
    onError: refused(m.deleteError),
  });

  if (!canShow) {
    return (
      <section aria-labelledby="roles-title">
        <PageTitle id="roles-title">{m.title}</PageTitle>
        <Alert type="warning" showIcon title={m.noPermission} />
      </section>
    );
  }

  const confirmDelete = () => {
    if (!role) return;
    modal.confirm({
      title: m.deleteTitle,
      content: m.deleteBody(role.display_name),
      okText: m.delete,
      okButtonProps: { danger: true },
      cancelText: m.cancel,
      // Deleting cannot be undone: Enter, or a hurried tap on the focused button, keeps the role.
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => remove.mutateAsync(role.id).catch(() => undefined),
    });
  };

  return (
    <section aria-labelledby="roles-title">
      <PageTitle id="roles-title">{m.title}</PageTitle>
      <Typography.Paragraph type="secondary">{m.subtitle}</Typography.Paragraph>
      {failed ? (
        // Said by the toast (part-2 §8); the note stays with what failed and the retry.
        <FailureNote
          title={m.loadError}
          description={m.loadErrorDetail}
          action={
            <Button
              onClick={() => {
                void rolesRead.refetch();
                void permissionsRead.refetch();
              }}
            >
              {m.retry}
            </Button>
          }
        />
      ) : !roles || !permissionsRead.data ? (
        <Spinner />
      ) : (
        <>
          <Form layout="vertical" component={false}>
            <Form.Item label={m.roleSelect} htmlFor="role-choice" style={{ maxWidth: 480 }}>
              <Select<Choice>
                id="role-choice"
                aria-label={m.roleSelect}
                // A store with many roles finds one by typing its name.
                showSearch={{ optionFilterProp: 'label' }}
                value={choice ?? undefined}
                onChange={(value) => {
                  setProblem(null);
                  setPicked(value);
                }}
                options={[
                  ...(canCreate ? [{ value: NEW_ROLE as Choice, label: m.newRole }] : []),
                  ...roles.map((r) => ({ value: r.id as Choice, label: r.display_name })),
                ]}
              />
            </Form.Item>
          </Form>
          {/* Said by the toast (part-2 §8); the note stays with the server's reason. */}
          {problem ? <FailureNote title={problem.title} description={problem.detail} style={{ marginBottom: 16 }} /> : null}
          {choice !== null ? (
            <RoleEditor
              key={`${String(choice)}-${role?.display_name ?? ''}-${role?.permissions.length ?? 0}`}
              role={role}
              permissions={permissionsRead.data}
              canSave={role ? canEdit : canCreate}
              canDelete={canDelete}
              onSubmit={(values: RoleValues) =>
                save.mutateAsync({ display_name: values.display_name.trim(), permissions: values.permissions }).catch(() => undefined)
              }
              onDelete={confirmDelete}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
