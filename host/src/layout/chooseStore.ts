import { App } from 'antd';
import { allStoresActions, getOrders, ordersActions, sessionActions, useSession } from 'shared';
import { layoutMessages as m } from './messages';

/**
 * Choosing one store (the header's selector, or a page that needs one while 'Todas as lojas' is on): the spec's
 * confirmation when staged orders would be cleared (they belong to the store selected so far); the same store leaves
 * 'Todas as lojas' and keeps them (docs/decisions.md D14). Another store takes the unsaved 'Novo pedido' / 'Editar
 * pedido' drafts away with the staged orders, also when none is staged (D13): they are the other store's customers.
 */
export function useChooseStore(): (uuid: string) => void {
  const { franchiseStores, selectedFranchiseStoreUuid } = useSession();
  const { modal } = App.useApp();
  return (uuid: string) => {
    const store = franchiseStores?.find((s) => s.uuid === uuid);
    if (!store) return;
    if (uuid === selectedFranchiseStoreUuid) {
      allStoresActions.leave();
      return;
    }
    if (getOrders().orders.length === 0) {
      // Nothing staged to ask about: the drafts go without a question.
      ordersActions.clearOrders();
      sessionActions.selectFranchiseStore(store);
      return;
    }
    modal.confirm({
      title: m.switchStoreTitle,
      content: m.switchStoreBody,
      okText: m.switchStoreConfirm,
      cancelText: m.cancel,
      onOk: () => {
        ordersActions.clearOrders();
        sessionActions.selectFranchiseStore(store);
      },
    });
  };
}
