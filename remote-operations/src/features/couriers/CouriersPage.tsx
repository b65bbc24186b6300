import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStoreScope } from 'shared/data';
import { Alert, App, Button, Empty, Flex, Input, Select, Typography } from 'antd';
import { CLEAR_CHOICE, CLEAR_FIELD, ResponsiveTable } from 'shared/table';
import { PageTitle } from 'shared/ui';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useNavigate } from 'react-router-dom';
import { errorStatus, hasPermission, useUser, usePortalMessage } from 'shared';
import { COURIERS_PAGE_SIZE } from '../../domain/constants';
import { operationsApi, type FleetCourier, type FleetCouriersQuery } from '../../api/operations';
import { useFocusAfterDialog } from '../common/returnFocus';
import { courierColumns } from './courierColumns';
import { DEFAULT_INVITE_FILTER, fleetInvite, INVITE_STATUSES, type InviteStatus } from './courierRules';
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

const TITLE_ID = 'couriers-title';

/** Pagination is shown from 20 rows on (docs/spec/part-2-operations-account.md §2). */
const showPagination = (total: number): boolean => total >= COURIERS_PAGE_SIZE;

/** /pages/couriers: the store's own fleet, with invite-status filter, search and row actions. */
export default function CouriersPage() {
  const user = useUser();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const message = usePortalMessage();
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
      // The dialog closes with its notice; the list is read again behind it (useOrderActions says why).
      void queryClient.invalidateQueries({ queryKey: [store, 'couriers'] });
    },
    onError: (_, { status }) => message.error(status === 4 ? m.cancelInviteError : m.removeError),
  });

  const backToRow = useFocusAfterDialog(TITLE_ID);
  const changeStatus = useCallback(
    (courier: FleetCourier, status: 4 | 5) => {
      const cancelling = status === 4;
      modal.confirm({
        title: cancelling ? m.confirmCancelTitle : m.confirmRemoveTitle,
        content: cancelling ? m.confirmCancelBody(courier.name) : m.confirmRemoveBody(courier.name),
        okText: m.confirm,
        cancelText: m.back,
        okButtonProps: { danger: true },
        // Irreversible: it opens on 'Voltar', so an Enter pressed as it opens does not carry it out.
        focusable: { autoFocusButton: 'cancel' },
        onOk: () => mutateAsync({ fleetUuid: fleetInvite(courier)?.uuid ?? courier.uuid, status }).catch(() => undefined),
        // Focus back on the row's '…' button, or on the page's title when the courier left the list.
        afterClose: () => backToRow(m.actionsFor(courier.name)),
      });
    },
    [modal, mutateAsync, backToRow],
  );

  const columns = useMemo(() => courierColumns(user, { edit: (c) => navigate(courierEditPath(c.uuid)), changeStatus }), [user, navigate, changeStatus]);

  return (
    <section aria-labelledby={TITLE_ID}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <PageTitle id={TITLE_ID} style={{ margin: 0 }}>
            {m.title}
          </PageTitle>
          <Typography.Text type="secondary">{m.subtitle}</Typography.Text>
        </div>
        {hasPermission(user, 'courier.create') ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(operationsPages.courierCreate.path)}>
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
          allowClear={CLEAR_CHOICE}
        />
        <Input.Search
          aria-label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          enterButton={m.searchButton}
          allowClear={CLEAR_FIELD}
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
