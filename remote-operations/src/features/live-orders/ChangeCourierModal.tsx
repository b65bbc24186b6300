import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStoreScope } from 'shared/data';
import { Alert, Button, Flex, Input, Modal } from 'antd';
import { ResponsiveTable } from 'shared/table';
import { COURIER_LOCATOR_PAGE_SIZE, errorStatus } from 'shared';
import { useOperationsApi } from '../../api/useOperationsApi';
import type { FleetCourier, Order } from '../../api/operations';
import { maskPhone } from 'shared/masks';
import { ordersMessages as m } from './messages';

/**
 * 'Alterar entregador' (fleet stores): chooses an accepted courier of the store's fleet
 * (v2/fleets/couriers, 15 a page, search by name or CPF) and puts them on the delivery.
 */
export function ChangeCourierModal({
  order,
  onClose,
  onChange,
  afterClose,
}: {
  order: Order | null;
  onClose: () => void;
  /** The dialog has closed (its order is null by then): the page puts focus back where it came from. */
  afterClose?: (order: Order) => void;
  onChange: (order: Order, courierUuid: string) => Promise<boolean>;
}) {
  const store = useStoreScope();
  const api = useOperationsApi();
  const last = useRef(order);
  if (order) last.current = order;
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const list = useQuery({
    queryKey: [store, 'couriers', 'accepted', query, page],
    queryFn: async ({ signal }) => (await api.fleetCouriers({ search: query || undefined, page, limit: COURIER_LOCATOR_PAGE_SIZE, status: '2' }, signal)).data,
    enabled: !!order,
    placeholderData: keepPreviousData,
  });
  const lastPage = Number(list.data?.last_page ?? 1);
  const loading = list.isFetching;

  // Each change starts from the first page of the whole fleet, nobody chosen.
  useEffect(() => {
    setSearch('');
    setQuery('');
    setPage(1);
    setSelected(null);
  }, [order]);

  const confirm = async () => {
    if (!order || !selected) return;
    setSending(true);
    const ok = await onChange(order, selected);
    setSending(false);
    if (ok) onClose();
  };

  return (
    <Modal
      open={!!order}
      title={m.courierModalTitle}
      width={720}
      onCancel={() => !sending && onClose()}
      destroyOnHidden
      afterClose={() => last.current && afterClose?.(last.current)}
      footer={
        <Flex justify="space-between">
          <Flex gap={8}>
            <Button disabled={page <= 1 || loading} onClick={() => setPage((p) => p - 1)}>
              {m.previous}
            </Button>
            <Button disabled={page >= lastPage || loading} onClick={() => setPage((p) => p + 1)}>
              {m.next}
            </Button>
          </Flex>
          <Flex gap={8}>
            <Button onClick={onClose} disabled={sending}>
              {m.close}
            </Button>
            <Button type="primary" disabled={!selected} loading={sending} onClick={confirm}>
              {m.confirm}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Input.Search
        aria-label={m.courierSearchLabel}
        placeholder={m.courierSearchLabel}
        value={search}
        maxLength={100}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={(value) => {
          setPage(1);
          setQuery(value.trim());
        }}
        style={{ marginBottom: 12 }}
      />
      {list.isError ? (
        <Alert type="error" showIcon title={errorStatus(list.error) === 403 ? m.courierListForbidden : m.courierListError} style={{ marginBottom: 12 }} />
      ) : null}
      <ResponsiveTable<FleetCourier>
        rowKey="uuid"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={list.isError ? [] : (list.data?.data ?? [])}
        locale={{ emptyText: m.courierEmpty }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected] : [],
          onChange: (keys) => setSelected((keys[0] as string) ?? null),
          getCheckboxProps: (c) => ({ 'aria-label': m.courierSelect(c.name) }) as never,
        }}
        columns={[
          { title: m.courierColName, dataIndex: 'name' },
          { title: m.courierColVehicle, render: (_, c) => c.vehicle_type?.name ?? '-' },
          { title: m.courierColPhone, render: (_, c) => (c.masked ? c.phone : maskPhone(c.phone)) || '-' },
        ]}
      />
    </Modal>
  );
}
