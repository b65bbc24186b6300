import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Space, Tag } from 'antd';
import { serverErrorTexts } from 'shared';
import { accountApi, type BusinessUser } from '../../api/account';
import { ActiveTag } from '../common/ActiveTag';
import { ProfileForm } from './ProfileForm';
import { staffMessages as m } from './messages';
import { toProfileInput } from './schema';
import { useRoles } from './useRoles';

interface Props {
  profile: BusinessUser;
  /** Changes with the store: the roles are loaded again. */
  storeKey: string;
  canEdit: boolean;
  isSelf: boolean;
  onChanged: (profile: BusinessUser) => void;
}

const statusTag = (active: string) => (active === '1' ? <ActiveTag>{m.active}</ActiveTag> : <Tag>{m.inactive}</Tag>);

/** The selected staff profile: view, 'Editar perfil', 'Ativar perfil' / 'Desativar perfil'. */
export function ProfileDetails({ profile, storeKey, canEdit, isSelf, onChanged }: Props) {
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [toggling, setToggling] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  // The roles for the 'Tipo de permissão' select, loaded when editing starts.
  const { roles, failed: rolesFailed } = useRoles(editing, storeKey);
  const roleId = profile.roles[0]?.id ?? null;
  const isActive = profile.active === '1';

  const toggle = async () => {
    setToggling(true);
    try {
      const { data } = await accountApi.updateBusinessUser(profile.id, {
        name: profile.name,
        social_name: profile.social_name?.trim() || profile.name,
        email: profile.email,
        roles: profile.roles.map((r) => r.id),
        active: isActive ? '0' : '1',
      });
      message.success(m.toggled);
      onChanged(data?.data ?? { ...profile, active: isActive ? '0' : '1' });
    } catch {
      message.error(m.somethingWrong);
    } finally {
      setToggling(false);
    }
  };

  const askToggle = () => {
    if (!isActive) return void toggle();
    modal.confirm({
      title: m.deactivateTitle,
      content: m.deactivateBody(profile.name),
      okText: m.deactivate,
      okButtonProps: { danger: true },
      cancelText: m.cancel,
      onOk: toggle,
    });
  };

  return (
    <Card title={m.detailTitle} role="region" aria-label={m.detailTitle}>
      {editing ? (
        <ProfileForm
          idPrefix="edit-profile"
          initialValues={{ name: profile.name, social_name: profile.social_name ?? '', email: profile.email, role: roleId }}
          roles={roles}
          rolesFailed={rolesFailed}
          submitLabel={m.save}
          problems={problems}
          problemsTitle={m.somethingWrong}
          onCancel={() => {
            setProblems([]);
            setEditing(false);
          }}
          onSubmit={async (values) => {
            setProblems([]);
            try {
              const { data } = await accountApi.updateBusinessUser(profile.id, { ...toProfileInput(values), active: profile.active });
              message.success(m.edited);
              setEditing(false);
              onChanged(data.data);
            } catch (error) {
              setProblems(serverErrorTexts(error));
              message.error(m.somethingWrong);
            }
          }}
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
          {canEdit ? (
            <Space style={{ marginTop: 16 }} wrap>
              <Button type="primary" onClick={() => setEditing(true)}>
                {m.edit}
              </Button>
              {!isSelf ? (
                <Button danger={isActive} loading={toggling} onClick={askToggle}>
                  {isActive ? m.deactivate : m.activate}
                </Button>
              ) : null}
            </Space>
          ) : null}
          {problems.length ? <Alert type="error" title={problems[0]} /> : null}
        </>
      )}
    </Card>
  );
}
