import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Checkbox, DatePicker, Drawer, Flex, Form } from 'antd';
import { isFutureDay } from 'shared/period';
import { TextInput, focusFirstField, usePanelSize } from 'shared/ui';
import { historyMessages as m } from './messages';
import { DEFAULT_FILTER, HISTORY_STATUSES, STATUS_NAMES, validateHistoryFilter, type HistoryFilter } from './historyRules';

/** The 'Filtrar' side panel: period, courier, customer, address, number and statuses, with the date rules. */
export function HistoryFilterDrawer({
  open,
  value,
  onClose,
  onApply,
}: {
  open: boolean;
  value: HistoryFilter;
  onClose: () => void;
  onApply: (filter: HistoryFilter) => void;
}) {
  const panelSize = usePanelSize(380);
  const [draft, setDraft] = useState<HistoryFilter>(value);
  const body = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = { start: useId(), end: useId(), courier: useId(), customer: useId(), address: useId(), number: useId() };
  useEffect(() => {
    if (open) {
      setDraft(value);
      setError(null);
    }
  }, [open, value]);

  const set = <K extends keyof HistoryFilter>(key: K, v: HistoryFilter[K]) => setDraft((d) => ({ ...d, [key]: v }));
  const apply = () => {
    const problem = validateHistoryFilter(draft);
    setError(problem);
    if (!problem) onApply(draft);
  };

  return (
    <Drawer
      open={open}
      title={m.filterTitle}
      onClose={onClose}
      size={panelSize}
      afterOpenChange={(opened) => opened && focusFirstField(body.current)}
      footer={
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => setDraft(DEFAULT_FILTER)}>{m.clear}</Button>
          <Button type="primary" onClick={apply}>
            {m.apply}
          </Button>
        </Flex>
      }
    >
      <div ref={body}>
        <Form layout="vertical" onFinish={apply} component="div">
          {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
          <Form.Item label={m.startIn} htmlFor={ids.start}>
            <DatePicker
              id={ids.start}
              format="DD/MM/YYYY"
              disabledDate={(day) => isFutureDay(day)}
              value={draft.start_in}
              onChange={(d) => set('start_in', d)}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item label={m.finishIn} htmlFor={ids.end}>
            <DatePicker
              id={ids.end}
              format="DD/MM/YYYY"
              disabledDate={(day) => isFutureDay(day)}
              value={draft.finish_in}
              onChange={(d) => set('finish_in', d)}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item label={m.courierName} htmlFor={ids.courier}>
            <TextInput id={ids.courier} value={draft.courier_name} onChange={(e) => set('courier_name', e.target.value)} onPressEnter={apply} />
          </Form.Item>
          <Form.Item label={m.customerName} htmlFor={ids.customer}>
            <TextInput id={ids.customer} value={draft.customer_name} onChange={(e) => set('customer_name', e.target.value)} onPressEnter={apply} />
          </Form.Item>
          <Form.Item label={m.customerAddress} htmlFor={ids.address}>
            <TextInput id={ids.address} value={draft.customer_address} onChange={(e) => set('customer_address', e.target.value)} onPressEnter={apply} />
          </Form.Item>
          <Form.Item label={m.customerNumber} htmlFor={ids.number}>
            <TextInput
              id={ids.number}
              value={draft.customer_number}
              maxLength={50}
              onChange={(e) => set('customer_number', e.target.value)}
              onPressEnter={apply}
            />
          </Form.Item>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontSize: 14, marginBottom: 8 }}>{m.statuses}</legend>
            <Checkbox.Group
              value={draft.statuses}
              onChange={(v) => set('statuses', v as HistoryFilter['statuses'])}
              options={HISTORY_STATUSES.map((s) => ({ value: s, label: STATUS_NAMES[s] }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
          </fieldset>
        </Form>
      </div>
    </Drawer>
  );
}
