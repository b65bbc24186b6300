import { App, Button, Descriptions, Flex, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreScope } from 'shared/data';
import { formatBRL, hasPermission, serverErrorText, useUser, usePortalMessage } from 'shared';
import type { Order } from '../../api/operations';
import { useOperationsApi } from '../../api/useOperationsApi';
import { maskPhone } from 'shared/masks';
import { ordersKey } from '../common/orderQueries';
import { formatDateTime, formatKm, orderRef } from '../common/format';
import { allStoresMessages as storeMessages } from '../common/stores/messages';
import { historyMessages as m } from './messages';
import { cargoActions, paymentName } from './historyRules';

const dash = (v: string | null | undefined) => (v?.trim() ? v : '-');

/** The times the delivery was dispatched (status history ALLOCATING entries, else the delivery's). */
export function dispatchTimes(order: Order): string {
  const times = (order.status_history ?? []).filter((h) => h.new_status === 'ALLOCATING').map((h) => formatDateTime(h.datetime));
  if (!times.length && order.delivery?.dispatched_at) times.push(formatDateTime(order.delivery.dispatched_at));
  return times.length ? times.join(', ') : '-';
}

/**
 * 'Detalhes do Pedido: #…' with every field ('-' when missing) and the 'cargo' actions. It also holds, whole, every
 * text the row may cut with '…' (the courier, the store with 'Todas as lojas'): the row's tooltip opens on a mouse's
 * hover or a tap, and 'Ver detalhes' is the keyboard's way to the whole text (docs/decisions.md D15).
 */
export function OrderDetailModal({
  order,
  storeName,
  onClose,
  onReport,
}: {
  order: Order | null;
  /** The row's store's name, with 'Todas as lojas' (D14). */
  storeName?: string;
  onClose: () => void;
  onReport: (o: Order) => void;
}) {
  const { modal } = App.useApp();
  const message = usePortalMessage();
  const queryClient = useQueryClient();
  const store = useStoreScope();
  const operationsApi = useOperationsApi();
  // Removing a courier's debt is courier.edit on the server (docs/decisions.md, 'Permissions').
  const canRemoveDebt = hasPermission(useUser(), 'courier.edit');
  const { mutateAsync } = useMutation({
    mutationFn: (uuid: string) => operationsApi.removeDebt(uuid),
    onSuccess: (response) => {
      // 201 is the success (docs/spec/part-2-operations-account.md §7); the server's message is shown either way.
      const text = response.data?.message || m.removeDebtError;
      if (response.status !== 201) return void message.error(text);
      message.success(text);
      onClose();
      return queryClient.invalidateQueries({ queryKey: ordersKey(store) });
    },
    onError: (e) => message.error(serverErrorText(e) ?? m.removeDebtError),
  });
  if (!order) return null;
  const ref = order.delivery?.short_id || order.short_external_reference || order.uuid;
  // The list shows the order's own number ('#4110'); the title, the delivery's: both, labelled, when they differ.
  const listed = orderRef(order);
  const cargo = cargoActions(order);

  const removeDebt = () =>
    modal.confirm({
      title: m.removeDebtConfirmTitle,
      content: m.removeDebtConfirmBody,
      okText: m.confirm,
      cancelText: m.back,
      okButtonProps: { danger: true },
      onOk: () => mutateAsync(order.uuid).catch(() => undefined),
    });

  return (
    <Modal
      open
      title={m.detailTitle(ref)}
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          {cargo ? (
            <>
              <Button disabled={!cargo.report} onClick={() => onReport(order)}>
                {m.reportProblem}
              </Button>
              <Button danger disabled={!cargo.removeDebt || !canRemoveDebt} onClick={removeDebt}>
                {m.removeDebt}
              </Button>
            </>
          ) : null}
          <Button type="primary" onClick={onClose}>
            {m.close}
          </Button>
        </Flex>
      }
    >
      <Descriptions column={1} size="small" bordered>
        {listed !== `#${ref}` ? (
          <>
            <Descriptions.Item label={m.orderNumber}>{listed}</Descriptions.Item>
            <Descriptions.Item label={m.deliveryNumber}>#{ref}</Descriptions.Item>
          </>
        ) : null}
        {storeName ? <Descriptions.Item label={storeMessages.colStore}>{storeName}</Descriptions.Item> : null}
        <Descriptions.Item label={m.createdAt}>{formatDateTime(order.created_at?.date)}</Descriptions.Item>
        <Descriptions.Item label={m.totalDistance}>{formatKm(order.delivery?.trip_distance)}</Descriptions.Item>
        <Descriptions.Item label={m.originCreatedAt}>{formatDateTime(order.order_created_at)}</Descriptions.Item>
        <Descriptions.Item label={m.customer}>{dash(order.customer?.name)}</Descriptions.Item>
        <Descriptions.Item label={m.contact}>{dash(maskPhone(order.customer?.phone))}</Descriptions.Item>
        <Descriptions.Item label={m.orderValue}>
          {order.final_total_price === null || order.final_total_price === undefined ? '-' : formatBRL(order.final_total_price)}
        </Descriptions.Item>
        <Descriptions.Item label={m.paymentMethod}>{paymentName(order.payments?.[0]?.code)}</Descriptions.Item>
        <Descriptions.Item label={m.deliveryValue}>{order.delivery ? formatBRL(order.delivery.estimated_price) : '-'}</Descriptions.Item>
        <Descriptions.Item label={m.dispatchTimes}>{dispatchTimes(order)}</Descriptions.Item>
        <Descriptions.Item label={m.colCourier}>{dash(order.delivery?.courier_name)}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
