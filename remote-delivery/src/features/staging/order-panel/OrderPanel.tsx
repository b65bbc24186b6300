import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, Drawer, Result } from 'antd';
import { usePanelSize } from 'shared/ui';
import { ordersActions, useOrders } from 'shared';
import { orderPanelMessages as m } from './messages';
import { OrderForm, type SaveOutcome } from './OrderForm';
import { emptyValues, type OrderFormValues } from './orderForm';
import { storedQuotes, toFormValues } from './orderRules';

type Screen = { kind: 'form' } | { kind: 'success'; edited: boolean } | { kind: 'error'; message: string; edited: boolean };

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
  const drafts = useRef(new Map<string, OrderFormValues>());
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

  const formKey = editing ? `edit-${editing.index}-${editing.verifyId ?? ''}` : `create-${generation}`;
  const edited = screen.kind !== 'form' ? screen.edited : !!editing;
  const title = edited ? m.editTitle : m.createTitle;

  /** 'Criar novo pedido': an empty form (in edit mode the editing order is let go, the stored one unchanged). */
  const startNew = () => {
    drafts.current.delete(`create-${generation}`);
    if (editing) {
      drafts.current.delete(formKey);
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
      drafts.current.delete(formKey);
      setScreen({ kind: 'success', edited: true });
    } else {
      ordersActions.addOrder(outcome.order);
      drafts.current.delete(formKey);
      setGeneration((g) => g + 1);
      setScreen({ kind: 'success', edited: false });
    }
  };

  /** Closing keeps what was typed; an end screen gives way to the form for the next opening. */
  const close = () => {
    setScreen({ kind: 'form' });
    onClose();
  };

  const initialValues = drafts.current.get(formKey) ?? (editing ? toFormValues(editing) : emptyValues());

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
            title={screen.edited ? m.edited : m.created}
            subTitle={m.createdHint}
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
            initialQuotes={editing && !drafts.current.has(formKey) ? storedQuotes(editing) : null}
            verifyId={editing?.verifyId}
            onDraft={(values) => drafts.current.set(formKey, values)}
            onOutcome={onOutcome}
          />
        </div>
      </div>
    </Drawer>
  );
}
