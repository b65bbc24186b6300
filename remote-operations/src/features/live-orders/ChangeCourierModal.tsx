import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Input, Modal } from 'antd';
import { ResponsiveTable } from 'shared/ui';
import { COURIER_LOCATOR_PAGE_SIZE } from 'shared';
import { operationsApi, type FleetCourier, type Order } from '../../api/operations';
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
}: {
  order: Order | null;
  onClose: () => void;
  onChange: (order: Order, courierUuid: string) => Promise<boolean>;
}) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<FleetCourier[]>([]);
  const [lastPage, setLastPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!order) return;
    setSearch('');
    setQuery('');
    setPage(1);
    setSelected(null);
  }, [order]);

  useEffect(() => {
    if (!order) return;
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    operationsApi
      .fleetCouriers({ search: query || undefined, page, limit: COURIER_LOCATOR_PAGE_SIZE, status: '2' }, controller.signal)
      .then(({ data }) => {
        setRows(data.data ?? []);
        setLastPage(Number(data.last_page ?? 1));
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setRows([]);
        setFailed(true);
      })
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [order, query, page]);

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
      {failed ? <Alert type="error" showIcon title={m.courierListError} style={{ marginBottom: 12 }} /> : null}
      <ResponsiveTable<FleetCourier>
        rowKey="uuid"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={rows}
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
          { title: m.courierColPhone, render: (_, c) => maskPhone(c.phone) || '-' },
        ]}
      />
    </Modal>
  );
}
