import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, Drawer, Result } from 'antd';
import { usePanelSize } from 'shared/ui';
import { STATUS_ICON } from 'shared/table';
import { ordersActions, useOrders } from 'shared';
import { orderPanelMessages as m } from './messages';
import { OrderForm, type SaveOutcome } from './OrderForm';
import { readDraft, writeDraft } from './drafts';
import { emptyValues } from './orderForm';
import { storedQuotes, toFormValues } from './orderRules';

type Pending = 'address' | 'locate' | 'quote';
type Screen = { kind: 'form' } | { kind: 'success'; edited: boolean; pending?: Pending } | { kind: 'error'; message: string; edited: boolean };

/**
 * The 'Novo pedido' / 'Editar pedido' side panel of /pages/delivery (docs/spec/part-1-signin-dashboard-delivery.md §2, §3, §5, §8).
 * 'create' adds the validated order to the shared orders store; 'edit' replaces the store's
 * currentEditingOrder (set by the page with ordersActions.setCurrentEditingOrder) and resets it.
 * What was typed is kept while the page lives, also when the panel is closed by accident; 'Criar novo
 * pedido' on the end screens starts an empty form.
 */
export interface OrderPanelProps {
  open: boolean;
  mode: 'create' | 'edit';
  onClose: () => void;
}

export default function OrderPanel({ open, mode, onClose }: OrderPanelProps) {
  const panelSize = usePanelSize(560);
  const idPrefix = `order-panel${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { currentEditingOrder } = useOrders();
  const editing = mode === 'edit' ? currentEditingOrder : null;
  const [screen, setScreen] = useState<Screen>({ kind: 'form' });
  const [generation, setGeneration] = useState(0);
  // Unsaved forms: kept with the staged orders, so they survive a reload (drafts.ts).
  const drafts = useRef({ get: readDraft, has: (key: string) => !!readDraft(key), set: writeDraft, delete: (key: string) => writeDraft(key, null) });
  const body = useRef<HTMLDivElement>(null);

  /** The panel takes the focus: the first field of the form, or the first button of an end screen. */
  const focusFirst = useCallback((keepInside: boolean) => {
    const root = body.current;
    if (!root) return;
    // Whoever already works inside the panel (typing before the opening animation ended) keeps the focus.
    if (keepInside && root.contains(document.activeElement)) return;
    const target = root.querySelector<HTMLElement>('.ant-result button') ?? root.querySelector<HTMLElement>('input:not([disabled])');
    target?.focus();
  }, []);

  useEffect(() => {
    if (open) focusFirst(false);
    // On opening and on a screen change (form, success, error).
  }, [screen.kind, open, focusFirst]);

  // One draft of a new order (whatever the form's generation), one per edited order.
  const draftKey = editing ? `edit-${editing.index}-${editing.verifyId ?? ''}` : 'create';
  const formKey = editing ? draftKey : `create-${generation}`;
  const edited = screen.kind !== 'form' ? screen.edited : !!editing;
  const title = edited ? m.editTitle : m.createTitle;

  /** 'Criar novo pedido': an empty form (in edit mode the editing order is let go, the stored one unchanged). */
  const startNew = () => {
    drafts.current.delete('create');
    if (editing) {
      drafts.current.delete(draftKey);
      ordersActions.resetCurrentEditingOrder();
    }
    setGeneration((g) => g + 1);
    setScreen({ kind: 'form' });
  };

  const onOutcome = (outcome: SaveOutcome) => {
    if (!outcome.ok) {
      setScreen({ kind: 'error', message: outcome.message, edited: !!editing });
      return;
    }
    if (editing) {
      ordersActions.editOrder({ ...outcome.order, selected: editing.selected ?? false });
      ordersActions.resetCurrentEditingOrder();
      drafts.current.delete(draftKey);
      setScreen({ kind: 'success', edited: true, pending: outcome.pending });
    } else {
      ordersActions.addOrder(outcome.order);
      drafts.current.delete(draftKey);
      setGeneration((g) => g + 1);
      setScreen({ kind: 'success', edited: false, pending: outcome.pending });
    }
  };

  /** Closing keeps what was typed; an end screen gives way to the form for the next opening. */
  const close = () => {
    setScreen({ kind: 'form' });
    onClose();
  };

  const initialValues = drafts.current.get(draftKey) ?? (editing ? toFormValues(editing) : emptyValues());

  return (
    <Drawer
      open={open}
      onClose={close}
      title={title}
      size={panelSize}
      closable={{ 'aria-label': m.close }}
      afterOpenChange={(opened) => opened && focusFirst(true)}
    >
      <div ref={body}>
        {screen.kind === 'success' ? (
          <Result
            role="status"
            status="success"
            icon={STATUS_ICON.success}
            title={screen.pending ? m.savedOffline : screen.edited ? m.edited : m.created}
            subTitle={screen.pending ? m.savedOfflineHint[screen.pending] : m.createdHint}
            extra={
              <Button type="primary" onClick={startNew}>
                {m.newOrder}
              </Button>
            }
          />
        ) : null}
        {screen.kind === 'error' ? (
          <Result
            role="alert"
            status="error"
            icon={STATUS_ICON.error}
            title={screen.message}
            extra={[
              <Button key="back" onClick={() => setScreen({ kind: 'form' })}>
                {m.backToForm}
              </Button>,
              <Button key="new" type="primary" onClick={startNew}>
                {m.newOrder}
              </Button>,
            ]}
          />
        ) : null}
        <div hidden={screen.kind !== 'form'}>
          <OrderForm
            key={formKey}
            idPrefix={idPrefix}
            mode={editing ? 'edit' : 'create'}
            initialValues={initialValues}
            initialQuotes={editing && !drafts.current.has(draftKey) ? storedQuotes(editing) : null}
            verifyId={editing?.verifyId}
            locatePending={editing?.pending === 'locate'}
            onDraft={(values) => drafts.current.set(draftKey, values)}
            onOutcome={onOutcome}
          />
        </div>
      </div>
    </Drawer>
  );
}
