import { useEffect, useId, useState } from 'react';
import { Checkbox, Col, DatePicker, Flex, Form, Row, Typography } from 'antd';
import { isFutureDay } from 'shared/period';
import { FilterDrawer, TextInput } from 'shared/ui';
import { historyMessages as m } from './messages';
import { ToneTag } from '../common/ToneTag';
import {
  appliedOf,
  CHIPS,
  DEFAULT_FILTER,
  draftOf,
  HISTORY_STATUSES,
  STATUS_NAMES,
  validateHistoryFilter,
  type HistoryFilter,
  type HistoryWindow,
} from './historyRules';
import { HISTORY_DEFAULT_DAYS } from '../../domain/constants';

type TextKey = 'courier_name' | 'customer_name' | 'customer_address' | 'customer_number';
const TEXT_FIELDS: { key: TextKey; label: string; maxLength?: number }[] = [
  { key: 'courier_name', label: m.courierName },
  { key: 'customer_name', label: m.customerName },
  { key: 'customer_address', label: m.customerAddress },
  { key: 'customer_number', label: m.customerNumber, maxLength: 50 },
];

/** A status as the list tags it ('Entregue'), with its name ('Pedido entregue') beside the tag when that differs. */
function StatusOption({ status }: { status: (typeof HISTORY_STATUSES)[number] }) {
  const chip = CHIPS[status]!;
  return (
    <Flex align="center" gap={4} wrap>
      <ToneTag tone={chip.color}>{chip.label}</ToneTag>
      {STATUS_NAMES[status] !== chip.label ? <Typography.Text type="secondary">{STATUS_NAMES[status]}</Typography.Text> : null}
    </Flex>
  );
}

/**
 * The 'Filtrar' side panel: period, statuses, courier, customer, address and number, with the date rules. The dates
 * the list is showing fill the period when the filter has none; the statuses, tagged as the list tags them, come right
 * after the period, so on a phone they are all in sight above the footer.
 */
export function HistoryFilterDrawer({
  open,
  value,
  shown,
  onClose,
  onApply,
}: {
  open: boolean;
  value: HistoryFilter;
  /** The dates the list is showing ('Exibindo: …'). */
  shown: HistoryWindow;
  onClose: () => void;
  onApply: (filter: HistoryFilter) => void;
}) {
  const [draft, setDraft] = useState<HistoryFilter>(value);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  useEffect(() => {
    if (open) {
      setDraft(draftOf(value, shown));
      setError(null);
    }
  }, [open, value, shown]);

  const set = <K extends keyof HistoryFilter>(key: K, v: HistoryFilter[K]) => setDraft((d) => ({ ...d, [key]: v }));
  const apply = () => {
    const problem = validateHistoryFilter(draft);
    setError(problem);
    if (!problem) onApply(appliedOf(draft, value, shown));
  };
  const date = (key: 'start_in' | 'finish_in', label: string) => (
    <Col span={12}>
      <Form.Item label={label} htmlFor={`${id}-${key}`}>
        <DatePicker
          id={`${id}-${key}`}
          format="DD/MM/YYYY"
          placeholder={m.lastDays(HISTORY_DEFAULT_DAYS)}
          disabledDate={(day) => isFutureDay(day)}
          value={draft[key]}
          onChange={(d) => set(key, d)}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Col>
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
      <Row gutter={12}>
        {date('start_in', m.startIn)}
        {date('finish_in', m.finishIn)}
      </Row>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontSize: 14, marginBottom: 8 }}>{m.statuses}</legend>
        <Checkbox.Group
          value={draft.statuses}
          onChange={(v) => set('statuses', v as HistoryFilter['statuses'])}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 4 }}
        >
          {HISTORY_STATUSES.map((status) => (
            <Checkbox
              key={status}
              value={status}
              aria-label={`${CHIPS[status]!.label} (${STATUS_NAMES[status]})`}
              style={{ minHeight: 44, alignItems: 'center' }}
            >
              <StatusOption status={status} />
            </Checkbox>
          ))}
        </Checkbox.Group>
      </fieldset>
      {TEXT_FIELDS.map(({ key, label, maxLength }) => (
        <Form.Item key={key} label={label} htmlFor={`${id}-${key}`}>
          <TextInput id={`${id}-${key}`} value={draft[key]} maxLength={maxLength} onChange={(e) => set(key, e.target.value)} onPressEnter={apply} />
        </Form.Item>
      ))}
    </FilterDrawer>
  );
}
