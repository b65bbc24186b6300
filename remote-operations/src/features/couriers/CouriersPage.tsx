import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStoreScope } from 'shared/data';
import { Alert, App, Button, Dropdown, Empty, Flex, Input, Select, Typography, type TableColumnsType } from 'antd';
import { CellLine, ResponsiveTable, TwoLineTitle } from 'shared/table';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useNavigate } from 'react-router-dom';
import { errorStatus, hasPermission, useUser } from 'shared';
import { COURIERS_PAGE_SIZE } from '../../domain/constants';
import { operationsApi, type FleetCourier, type FleetCouriersQuery } from '../../api/operations';
import { ToneTag } from '../common/ToneTag';
import {
  courierActions,
  DEFAULT_INVITE_FILTER,
  fleetInvite,
  INVITE_STATUSES,
  inviteChip,
  presence,
  PRESENCE_TONES,
  PRESENCE_LABELS,
  shownCpf,
  shownPhone,
  type InviteStatus,
} from './courierRules';
import { couriersMessages as m } from './messages';
import { courierEditPath, operationsPages } from 'shared/pages';

/** GET v2/fleets/couriers of the list (docs/spec/part-2-operations-account.md §7): 20 a page, newest invites first. */
function couriersQuery(statuses: InviteStatus[], search: string, page: number): FleetCouriersQuery {
  return {
    limit: COURIERS_PAGE_SIZE,
    page,
    search: search.trim() || undefined,
    status: (statuses.length ? statuses : INVITE_STATUSES.map((s) => s.value)).join(','),
    isCourierHistory: '1',
    columnOrderBy: 'courier_fleets.updated_at',
    orderBy: 'DESC',
  };
}

/** Pagination is shown from 20 rows on (docs/spec/part-2-operations-account.md §2). */
const showPagination = (total: number): boolean => total >= COURIERS_PAGE_SIZE;

/** /pages/couriers: the store's own fleet, with invite-status filter, search and row actions. */
export default function CouriersPage() {
  const user = useUser();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const store = useStoreScope();
  const [statuses, setStatuses] = useState<InviteStatus[]>(DEFAULT_INVITE_FILTER);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = couriersQuery(statuses, search, page);
  // Reading couriers needs courier.show (D9): without it the page says so and asks nothing.
  const canShow = hasPermission(user, 'courier.show');
  const list = useQuery({
    queryKey: [store, 'couriers', 'list', query],
    queryFn: async ({ signal }) => (await operationsApi.fleetCouriers(query, signal)).data,
    placeholderData: keepPreviousData,
    enabled: canShow,
  });
  const forbidden = !canShow || errorStatus(list.error) === 403;
  const lastPage = Math.max(1, Number(list.data?.last_page ?? 1));
  // The last page emptied (a courier removed): its new last page instead.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  const total = Number(list.data?.total ?? list.data?.data?.length ?? 0);

  const { mutateAsync } = useMutation({
    mutationFn: ({ fleetUuid, status }: { fleetUuid: string; status: 4 | 5 }) => operationsApi.changeFleetStatus(fleetUuid, status),
    onSuccess: (_, { status }) => {
      message.success(status === 4 ? m.cancelInviteSuccess : m.removeSuccess);
      return queryClient.invalidateQueries({ queryKey: [store, 'couriers'] });
    },
    onError: (_, { status }) => message.error(status === 4 ? m.cancelInviteError : m.removeError),
  });

  const changeStatus = useCallback(
    (courier: FleetCourier, status: 4 | 5) => {
      const cancelling = status === 4;
      modal.confirm({
        title: cancelling ? m.confirmCancelTitle : m.confirmRemoveTitle,
        content: cancelling ? m.confirmCancelBody(courier.name) : m.confirmRemoveBody(courier.name),
        okText: m.confirm,
        cancelText: m.back,
        okButtonProps: { danger: true },
        onOk: () => mutateAsync({ fleetUuid: fleetInvite(courier)?.uuid ?? courier.uuid, status }).catch(() => undefined),
      });
    },
    [modal, mutateAsync],
  );

  // Fixed widths for what is short (tags, CPF); the name and the contact share the rest, each line ending in '…'
  // rather than breaking a name mid-word (D15).
  const columns = useMemo<TableColumnsType<FleetCourier>>(
    () => [
      {
        title: m.colStatus,
        key: 'presence',
        width: 112,
        render: (_, c) => {
          const p = presence(c);
          return <ToneTag tone={PRESENCE_TONES[p]}>{PRESENCE_LABELS[p]}</ToneTag>;
        },
      },
      {
        title: m.colName,
        key: 'name',
        render: (_, c) => (
          <div style={{ minWidth: 0 }}>
            <CellLine strong text={c.name} />
            <CellLine secondary text={c.vehicle_type?.name || m.noVehicle} />
          </div>
        ),
      },
      { title: m.colCpf, key: 'cpf', width: 136, render: (_, c) => <span style={{ whiteSpace: 'nowrap' }}>{shownCpf(c)}</span> },
      {
        title: <TwoLineTitle first={m.colEmail} second={m.colPhone} />,
        key: 'contact',
        render: (_, c) => (
          <div style={{ minWidth: 0 }}>
            <CellLine text={c.email || '-'} />
            <CellLine secondary text={shownPhone(c)} />
          </div>
        ),
      },
      {
        title: m.colInvite,
        key: 'invite',
        width: 116,
        render: (_, c) => {
          const chip = inviteChip(fleetInvite(c)?.status);
          return <ToneTag tone={chip.tone}>{chip.label}</ToneTag>;
        },
      },
      {
        title: m.colActions,
        key: 'actions',
        width: 64,
        fixed: 'right',
        align: 'center',
        render: (_, c) => {
          const can = courierActions(c, user);
          const items = [
            can.edit && { key: 'edit', label: m.edit, onClick: () => navigate(courierEditPath(c.uuid)) },
            can.cancelInvite && { key: 'cancel', label: m.cancelInvite, danger: true, onClick: () => changeStatus(c, 4) },
            can.remove && { key: 'remove', label: m.remove, danger: true, onClick: () => changeStatus(c, 5) },
          ].filter(Boolean) as { key: string; label: string; danger?: boolean; onClick: () => void }[];
          return (
            <Dropdown trigger={['click']} disabled={!items.length} menu={{ items }}>
              <Button aria-label={m.actionsFor(c.name)} icon={<EllipsisOutlined />} disabled={!items.length} />
            </Dropdown>
          );
        },
      },
    ],
    [user, navigate, changeStatus],
  );

  return (
    <section aria-labelledby="couriers-title">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={2} id="couriers-title" style={{ margin: 0 }}>
            {m.title}
          </Typography.Title>
          <Typography.Text type="secondary">{m.subtitle}</Typography.Text>
        </div>
        {hasPermission(user, 'courier.create') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(operationsPages.courierCreate.path)}>
            {m.add}
          </Button>
        ) : null}
      </Flex>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Select<InviteStatus[]>
          mode="multiple"
          aria-label={m.inviteFilterLabel}
          placeholder={m.inviteFilterPlaceholder}
          value={statuses}
          onChange={(value) => {
            setStatuses(value);
            setPage(1);
          }}
          options={INVITE_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
          style={{ minWidth: 260 }}
          allowClear
        />
        <Input.Search
          aria-label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          enterButton={m.searchButton}
          allowClear
          maxLength={100}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          style={{ maxWidth: 420 }}
        />
      </Flex>
      {forbidden ? (
        <Alert type="warning" showIcon role="alert" title={m.noPermission} />
      ) : (
        <>
          {list.isError ? (
            <Alert
              type="error"
              showIcon
              title={m.loadError}
              action={<Button onClick={() => void list.refetch()}>{m.retry}</Button>}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <ResponsiveTable<FleetCourier>
            rowKey="uuid"
            loading={list.isFetching}
            columns={columns}
            dataSource={list.isError ? [] : (list.data?.data ?? [])}
            size="middle"
            tableLayout="fixed"
            scroll={{ x: 700 }}
            locale={{
              emptyText: (
                <Empty
                  description={
                    <Flex vertical gap={4}>
                      <Typography.Text strong>{m.empty}</Typography.Text>
                      <Typography.Text type="secondary">{m.emptyHint}</Typography.Text>
                    </Flex>
                  }
                />
              ),
            }}
            pagination={showPagination(total) ? { current: page, pageSize: COURIERS_PAGE_SIZE, total, showSizeChanger: false, onChange: setPage } : false}
          />
        </>
      )}
    </section>
  );
}
