import { useEffect, useId, useState } from 'react';
import { Checkbox, DatePicker, Form } from 'antd';
import { isFutureDay } from 'shared/period';
import { FilterDrawer, TextInput } from 'shared/ui';
import { historyMessages as m } from './messages';
import { DEFAULT_FILTER, HISTORY_STATUSES, STATUS_NAMES, validateHistoryFilter, type HistoryFilter } from './historyRules';

type TextKey = 'courier_name' | 'customer_name' | 'customer_address' | 'customer_number';
const TEXT_FIELDS: { key: TextKey; label: string; maxLength?: number }[] = [
  { key: 'courier_name', label: m.courierName },
  { key: 'customer_name', label: m.customerName },
  { key: 'customer_address', label: m.customerAddress },
  { key: 'customer_number', label: m.customerNumber, maxLength: 50 },
];

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
  const [draft, setDraft] = useState<HistoryFilter>(value);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
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
  const date = (key: 'start_in' | 'finish_in', label: string) => (
    <Form.Item label={label} htmlFor={`${id}-${key}`}>
      <DatePicker
        id={`${id}-${key}`}
        format="DD/MM/YYYY"
        disabledDate={(day) => isFutureDay(day)}
        value={draft[key]}
        onChange={(d) => set(key, d)}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );

  return (
    <FilterDrawer
      open={open}
      title={m.filterTitle}
      error={error}
      clearText={m.clear}
      applyText={m.apply}
      onClear={() => setDraft(DEFAULT_FILTER)}
      onApply={apply}
      onClose={onClose}
    >
      {date('start_in', m.startIn)}
      {date('finish_in', m.finishIn)}
      {TEXT_FIELDS.map(({ key, label, maxLength }) => (
        <Form.Item key={key} label={label} htmlFor={`${id}-${key}`}>
          <TextInput id={`${id}-${key}`} value={draft[key]} maxLength={maxLength} onChange={(e) => set(key, e.target.value)} onPressEnter={apply} />
        </Form.Item>
      ))}
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontSize: 14, marginBottom: 8 }}>{m.statuses}</legend>
        <Checkbox.Group
          value={draft.statuses}
          onChange={(v) => set('statuses', v as HistoryFilter['statuses'])}
          options={HISTORY_STATUSES.map((s) => ({ value: s, label: STATUS_NAMES[s] }))}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
      </fieldset>
    </FilterDrawer>
  );
}
