import { useEffect, useState } from 'react';
import { Alert, Button, Col, Input, Row, Segmented, Space, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CellLine, CLEAR_FIELD, ResponsiveTable, TwoLineTitle } from 'shared/table';
import { useNavigate } from 'react-router-dom';
import { useUser } from 'shared';
import { useStoreScope } from 'shared/data';
import { accountApi, type ListedBusinessUser } from '../../api/account';
import { ActiveTag } from '../common/ActiveTag';
import { FailureNote } from '../common/FailureNote';
import { accountKeys } from '../common/queries';
import { useFailureToast } from '../common/useFailureToast';
import { usePermission } from '../common/usePermission';
import { DETAILS_TITLE_ID, ProfileDetails } from './ProfileDetails';
import { staffMessages as m } from './messages';
import { accountPages } from 'shared/pages';
import { PageTitle } from 'shared/ui';

type Status = '1' | '0';

/** 'Editar permissões' opens a role to edit: the selected profile's, else the user's own; 'Criar novo tipo' only without one. */
const rolesPathFor = (roleId: unknown): string => (roleId ? `${accountPages.roles.path}?tipo=${encodeURIComponent(String(roleId))}` : accountPages.roles.path);

/**
 * /pages/profiles-config: staff profiles with the Ativo/Inativo filter and search by name or e-mail; a
 * selected profile is viewed and edited beside the list, and activated or deactivated.
 */
export default function StaffProfilesPage() {
  const navigate = useNavigate();
  const user = useUser();
  const scope = useStoreScope();
  const canShow = usePermission('profile.show');
  const canCreate = usePermission('profile.create');
  const canEdit = usePermission('profile.edit');
  const canEditRoles = usePermission('role.show');
  const [status, setStatus] = useState<Status>('1');
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [selected, setSelected] = useState<ListedBusinessUser | null>(null);
  const list = useQuery({
    queryKey: [...accountKeys.profiles(scope), { term, status }],
    queryFn: async () => {
      const { data } = await accountApi.businessUsers({ filter: term, status });
      return Array.isArray(data?.data) ? data.data : [];
    },
    enabled: canShow,
    placeholderData: keepPreviousData,
  });
  useFailureToast(list, m.listError);
  const profiles = list.data ?? [];
  const loading = list.isFetching;
  const select = (profile: ListedBusinessUser) => {
    setSelected(profile);
    // Below the list on narrower screens (under 1600 px) the details are out of sight: focus goes to their heading,
    // which brings them into view and tells a screen reader's user where they are.
    requestAnimationFrame(() => document.getElementById(DETAILS_TITLE_ID)?.focus());
  };

  useEffect(() => setSelected(null), [scope]);

  if (!canShow) {
    return (
      <section aria-labelledby="profiles-title">
        <PageTitle id="profiles-title">{m.title}</PageTitle>
        <Alert type="warning" showIcon title={m.noPermission} />
      </section>
    );
  }

  return (
    <section aria-labelledby="profiles-title">
      <Row justify="space-between" align="middle" gutter={[16, 16]}>
        <Col>
          <PageTitle id="profiles-title" style={{ margin: 0 }}>
            {m.title}
          </PageTitle>
        </Col>
        <Col>
          <Space wrap>
            {canEditRoles ? <Button onClick={() => navigate(rolesPathFor(selected?.roles[0]?.id ?? user?.roles?.[0]?.id))}>{m.editPermissions}</Button> : null}
            {canCreate ? (
              <Button type="primary" onClick={() => navigate(accountPages.createProfile.path)}>
                {m.createButton}
              </Button>
            ) : null}
          </Space>
        </Col>
      </Row>
      <Space wrap style={{ margin: '16px 0' }}>
        <Segmented<Status>
          aria-label={m.statusFilter}
          value={status}
          onChange={(value) => setStatus(value)}
          options={[
            { label: m.active, value: '1' },
            { label: m.inactive, value: '0' },
          ]}
        />
        <Input.Search
          aria-label={m.search}
          placeholder={m.search}
          allowClear={CLEAR_FIELD}
          maxLength={100}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            if (!e.target.value) setTerm('');
          }}
          onSearch={(value) => setTerm(value.trim())}
          style={{ width: 320 }}
        />
      </Space>
      {/* Said by the toast (part-2 §8); the note stays on screen, silent (D20). */}
      {list.isError ? <FailureNote title={m.listError} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={[24, 24]}>
        <Col xs={24} xxl={14}>
          <ResponsiveTable<ListedBusinessUser>
            rowKey="id"
            size="middle"
            // Each profile's name over its e-mail, a line that ends in '…' (D15), and 'Ver perfil' pinned: the whole
            // row fits an upright tablet, and a narrower window scrolls the middle columns, never the action.
            tableLayout="fixed"
            scroll={{ x: 600 }}
            loading={loading}
            dataSource={profiles}
            pagination={profiles.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            // The table's own placeholder colour is below AA contrast: the text carries its own colour.
            locale={{ emptyText: loading ? <span aria-hidden="true" /> : <span style={{ color: 'rgba(0, 0, 0, 0.7)' }}>{m.empty}</span> }}
            rowClassName={(row) => (row.id === selected?.id ? 'ant-table-row-selected' : '')}
            columns={[
              {
                key: 'name',
                title: <TwoLineTitle first={m.columnName} second={m.columnEmail} />,
                render: (_, row) => (
                  <div style={{ minWidth: 0 }}>
                    <CellLine strong text={row.name} />
                    <CellLine secondary text={row.email} />
                  </div>
                ),
              },
              { key: 'role', title: m.columnRole, width: 176, render: (_, row) => row.roles.map((r) => r.display_name).join(', ') || '-' },
              {
                key: 'status',
                title: m.columnStatus,
                width: 96,
                render: (_, row) => (row.active === '1' ? <ActiveTag>{m.active}</ActiveTag> : <Tag>{m.inactive}</Tag>),
              },
              {
                key: 'actions',
                title: m.columnActions,
                width: 120,
                fixed: 'right',
                // The profile shown is marked besides its row's colour, in the table and in a phone's cards alike.
                render: (_, row) => (
                  <Button type="link" aria-label={m.viewOf(row.name)} aria-current={row.id === selected?.id ? 'true' : undefined} onClick={() => select(row)}>
                    {m.view}
                  </Button>
                ),
              },
            ]}
          />
        </Col>
        <Col xs={24} xxl={10}>
          {selected ? (
            <ProfileDetails
              key={`${selected.id}-${selected.active}`}
              profile={selected}
              canEdit={canEdit}
              isSelf={String(selected.id) === String(user?.business_user_id)}
              onChanged={setSelected}
            />
          ) : (
            // A hint, not a warning: said politely (antd's Alert is role="alert").
            <Alert type="info" role="status" title={m.selectHint} />
          )}
        </Col>
      </Row>
    </section>
  );
}
