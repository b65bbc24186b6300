import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Space, Tag } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverErrorTexts, usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import { accountApi, type BusinessUser, type ListedBusinessUser, type UpdateBusinessUserInput } from '../../api/account';
import { ActiveTag } from '../common/ActiveTag';
import { useGrants } from '../common/grantable';
import { accountKeys, useRoleList } from '../common/queries';
import { useFailureToast } from '../common/useFailureToast';
import { ProfileForm } from './ProfileForm';
import { staffMessages as m } from './messages';
import { toProfileInput } from './schema';

interface Props {
  profile: ListedBusinessUser;
  /** The user may edit profiles (profile.edit). */
  canEdit: boolean;
  isSelf: boolean;
  onChanged: (profile: BusinessUser) => void;
}

/** The details' heading: 'Ver perfil' moves the focus to it (the details may be under the list, out of sight). */
export const DETAILS_TITLE_ID = 'profile-details-title';

const statusTag = (active: string) => (active === '1' ? <ActiveTag>{m.active}</ActiveTag> : <Tag>{m.inactive}</Tag>);

/** The selected staff profile: view, 'Editar perfil', 'Ativar perfil' / 'Desativar perfil'. */
export function ProfileDetails({ profile, canEdit, isSelf, onChanged }: Props) {
  const { modal } = App.useApp();
  const message = usePortalMessage();
  const scope = useStoreScope();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const roleId = profile.roles[0]?.id ?? null;
  const isActive = profile.active === '1';
  // Not every profile is the user's to change (docs/decisions.md D8): one that holds more than the user, or reaches
  // stores the user does not, is shown with why, and offers no change the server would refuse.
  const grants = useGrants();
  const roles = useRoleList(canEdit && typeof profile.editable !== 'boolean');
  const mine =
    canEdit &&
    grants.canChange(
      profile,
      roles.data?.find((role) => role.id === roleId),
    );
  const locked = canEdit && !mine;

  /** A save of the profile: the details show the saved profile, and the list is read again. */
  const save = useMutation({
    mutationFn: (input: UpdateBusinessUserInput) => accountApi.updateBusinessUser(profile.id, input),
    onSuccess: ({ data }, input) => {
      message.success(input.active === profile.active ? m.edited : m.toggled);
      setEditing(false);
      void queryClient.invalidateQueries({ queryKey: accountKeys.profiles(scope) });
      onChanged(data?.data ?? { ...profile, active: input.active });
    },
  });
  useFailureToast(save, m.somethingWrong);
  const toggle = () =>
    save
      .mutateAsync({
        name: profile.name,
        social_name: profile.social_name?.trim() || profile.name,
        email: profile.email,
        roles: profile.roles.map((r) => r.id),
        active: isActive ? '0' : '1',
      })
      .catch(() => undefined);
  // The server's reasons for a refused edit, listed under the form.
  const problems = editing && save.error ? serverErrorTexts(save.error) : [];

  const askToggle = () => {
    if (!isActive) return void toggle();
    modal.confirm({
      title: m.deactivateTitle,
      content: m.deactivateBody(profile.name),
      okText: m.deactivate,
      okButtonProps: { danger: true },
      cancelText: m.cancel,
      // Enter keeps the profile active: the safe answer is the one a hurried key press gives.
      focusable: { autoFocusButton: 'cancel' },
      onOk: toggle,
    });
  };

  return (
    <Card
      title={
        <h2 id={DETAILS_TITLE_ID} tabIndex={-1} style={{ margin: 0, font: 'inherit' }}>
          {m.detailTitle}
        </h2>
      }
      role="region"
      aria-labelledby={DETAILS_TITLE_ID}
    >
      {editing ? (
        <ProfileForm
          idPrefix="edit-profile"
          initialValues={{ name: profile.name, social_name: profile.social_name ?? '', email: profile.email, role: roleId }}
          submitLabel={m.save}
          problems={problems}
          problemsTitle={m.somethingWrong}
          onCancel={() => {
            save.reset();
            setEditing(false);
          }}
          onSubmit={(values) => save.mutateAsync({ ...toProfileInput(values), active: profile.active }).catch(() => undefined)}
        />
      ) : (
        <>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'name', label: m.name, children: `${profile.name}${isSelf ? ` ${m.you}` : ''}` },
              { key: 'social', label: m.socialName, children: profile.social_name || '-' },
              { key: 'email', label: m.email, children: profile.email },
              { key: 'role', label: m.role, children: profile.roles.map((r) => r.display_name).join(', ') || '-' },
              { key: 'status', label: m.columnStatus, children: statusTag(profile.active) },
            ]}
          />
          {mine ? (
            <Space style={{ marginTop: 16 }} wrap>
              <Button
                type="primary"
                onClick={() => {
                  save.reset();
                  setEditing(true);
                }}
              >
                {m.edit}
              </Button>
              {!isSelf ? (
                <Button danger={isActive} loading={save.isPending} onClick={askToggle}>
                  {isActive ? m.deactivate : m.activate}
                </Button>
              ) : null}
            </Space>
          ) : null}
          {locked ? <Alert type="info" showIcon role="status" title={m.notEditable} style={{ marginTop: 16 }} /> : null}
        </>
      )}
    </Card>
  );
}
