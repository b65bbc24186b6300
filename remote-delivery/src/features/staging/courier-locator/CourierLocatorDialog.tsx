import { useEffect, useId, useState, type FormEvent } from 'react';
import { Alert, Avatar, Button, Flex, Input, Modal, Radio, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CLEAR_FIELD, ResponsiveTable } from 'shared/table';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { errorStatus, serverErrorText } from 'shared';
import { useStoreScope } from 'shared/data';
import { deliveryApi, type LocatedCourier } from '../../../api/delivery';
import { maskPhone } from 'shared/masks';
import { courierLocatorMessages as m } from './messages';
import { VisuallyHidden } from 'shared/ui';

export interface CourierLocatorDialogProps {
  open: boolean;
  /** The courier chosen before, preselected when the dialog opens. */
  selectedCourier?: LocatedCourier | null;
  onClose: () => void;
  onConfirm: (courier: LocatedCourier) => void;
}

/** A photo only from http(s) or an image data URL. */
const photoSrc = (photo: unknown): string | undefined =>
  typeof photo === 'string' && (/^https?:\/\//i.test(photo.trim()) || /^data:image\//i.test(photo.trim())) ? photo.trim() : undefined;

/** Read by screen readers, not shown. */

const kilometres = (km: unknown): string =>
  typeof km === 'number' && Number.isFinite(km) ? km.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : '';

/**
 * 'Localizar entregador' (docs/spec/part-1-signin-dashboard-delivery.md §2): the store's fleet couriers by name or CPF, 15 a page
 * (deliveryApi.locateCouriers), with Anterior / Próxima, Fechar and Confirmar. Reading them needs courier.show
 * (docs/decisions.md D9): a profile without it is told so instead of being offered 'Tentar novamente'.
 */
export function CourierLocatorDialog({ open, selectedCourier = null, onClose, onConfirm }: CourierLocatorDialogProps) {
  const uid = useId();
  const scope = useStoreScope();
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState({ search: '', page: 1 });
  const [chosen, setChosen] = useState<LocatedCourier | null>(selectedCourier);
  const couriers = useQuery({
    queryKey: [scope, 'fleet-couriers', query.search, query.page],
    queryFn: async ({ signal }) => (await deliveryApi.locateCouriers(query.search, query.page, signal)).data,
    enabled: open,
  });

  // Each opening starts from the first page, without a search, with the courier chosen before.
  useEffect(() => {
    setChosen(selectedCourier);
    if (open) return;
    setTerm('');
    setQuery({ search: '', page: 1 });
  }, [open, selectedCourier]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ search: term.trim(), page: 1 });
  };

  const page = couriers.data ?? null;
  const ready = couriers.isSuccess && !couriers.isFetching;
  const forbidden = errorStatus(couriers.error) === 403;

  return (
    <Modal
      open={open}
      title={<span id={`${uid}-title`}>{m.title}</span>}
      width={760}
      centered
      destroyOnHidden
      closable={false}
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{m.close}</Button>
          <Button
            type="primary"
            disabled={!chosen}
            onClick={() => {
              if (chosen) onConfirm(chosen);
            }}
          >
            {m.confirm}
          </Button>
        </Flex>
      }
    >
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet mapped to the search landmark by Testing Library's aria-query; form role="search" is the established equivalent. */}
      <form role="search" onSubmit={search} style={{ marginBottom: 12 }}>
        <label htmlFor={`${uid}-search`} style={{ display: 'block', marginBottom: 4 }}>
          {m.searchLabel}
        </label>
        <Flex gap={8}>
          <Input
            id={`${uid}-search`}
            value={term}
            maxLength={100}
            placeholder={m.searchPlaceholder}
            onChange={(e) => setTerm(e.target.value)}
            allowClear={CLEAR_FIELD}
          />
          <Button htmlType="submit">{m.search}</Button>
        </Flex>
      </form>
      {forbidden ? (
        <Alert type="warning" showIcon title={m.noPermission} />
      ) : couriers.isError ? (
        <Alert
          type="error"
          showIcon
          title={m.loadFailed}
          description={serverErrorText(couriers.error)}
          action={
            <Button size="small" onClick={() => void couriers.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : (
        <ResponsiveTable<LocatedCourier>
          rowKey="uuid"
          size="small"
          pagination={false}
          loading={couriers.isFetching}
          dataSource={page?.data ?? []}
          scroll={{ x: true }}
          locale={{ emptyText: query.search ? m.emptySearch : m.empty }}
          onRow={(courier) => ({ onClick: () => setChosen(courier), style: { cursor: 'pointer' } })}
          columns={[
            {
              title: <VisuallyHidden>{m.colSelect}</VisuallyHidden>,
              key: 'select',
              width: 56,
              render: (_: unknown, courier) => (
                <Radio checked={chosen?.uuid === courier.uuid} onChange={() => setChosen(courier)} aria-label={m.selectCourier(courier.name)} />
              ),
            },
            {
              title: m.colName,
              key: 'name',
              render: (_: unknown, courier) => (
                <Flex gap={8} align="center">
                  <Avatar src={photoSrc(courier.photo)} icon={<UserOutlined aria-hidden />} alt="" />
                  <Flex vertical>
                    <Typography.Text strong>{courier.name}</Typography.Text>
                    <Typography.Text type="secondary">{courier.phone ? maskPhone(courier.phone) : m.noPhone}</Typography.Text>
                  </Flex>
                </Flex>
              ),
            },
            { title: m.colVehicle, key: 'vehicle', render: (_: unknown, courier) => courier.vehicle_type?.name ?? '-' },
            {
              title: m.colDistance,
              key: 'distance',
              render: (_: unknown, courier) => (kilometres(courier.distance_in_kilometers) ? m.distance(kilometres(courier.distance_in_kilometers)) : '-'),
            },
          ]}
        />
      )}
      <Flex gap={8} align="center" justify="space-between" style={{ marginTop: 12 }}>
        <Button disabled={!page?.prev_page_url || !ready} onClick={() => setQuery((q) => ({ ...q, page: Math.max(1, q.page - 1) }))}>
          {m.previous}
        </Button>
        {page ? <Typography.Text type="secondary">{m.page(page.current_page, Math.max(1, page.last_page))}</Typography.Text> : <span />}
        <Button disabled={!page?.next_page_url || !ready} onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}>
          {m.next}
        </Button>
      </Flex>
    </Modal>
  );
}
