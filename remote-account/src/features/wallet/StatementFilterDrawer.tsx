import { useEffect, useRef, useState } from 'react';
import { Alert, Button, DatePicker, Drawer, Flex, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { isFutureDay, periodProblem } from 'shared/period';
import type { ExtractCategory } from '../../api/wallet';
import { CurrencyInput } from 'shared/masks';
import { focusFirstField, usePanelSize } from 'shared/ui';
import { walletMessages as m } from './messages';

/** The statement's filters: period, description category and value (0 / null = any). */
export interface StatementFilters {
  start: Dayjs | null;
  end: Dayjs | null;
  categoryId: number;
  value: number | null;
}

export const NO_FILTERS: StatementFilters = { start: null, end: null, categoryId: 0, value: null };

export const hasPeriod = (f: StatementFilters) => !!(f.start || f.end);

interface Props {
  open: boolean;
  filters: StatementFilters;
  categories: ExtractCategory[];
  categoriesFailed: boolean;
  onApply: (filters: StatementFilters) => void;
  onClose: () => void;
}

/** 'Filtros' side panel of the statement. The draft is applied only with 'Aplicar filtros'. */
export function StatementFilterDrawer({ open, filters, categories, categoriesFailed, onApply, onClose }: Props) {
  const panelSize = usePanelSize(380);
  const [draft, setDraft] = useState<StatementFilters>(filters);
  const [problem, setProblem] = useState<string | null>(null);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) {
      setDraft(filters);
      setProblem(null);
    }
  }, [open, filters]);

  const set = <K extends keyof StatementFilters>(key: K, value: StatementFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const apply = () => {
    // The period rule of docs/spec/part-2-operations-account.md §5, the one the history filter applies too (shared).
    const period = periodProblem(draft.start, draft.end);
    if (period) {
      setProblem(period);
      return;
    }
    onApply({ ...draft, value: draft.value && draft.value > 0 ? draft.value : null });
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
          <Button
            onClick={() => {
              setDraft(NO_FILTERS);
              setProblem(null);
            }}
          >
            {m.clear}
          </Button>
          <Button type="primary" onClick={apply}>
            {m.apply}
          </Button>
        </Flex>
      }
    >
      <div ref={body}>
        <Form layout="vertical" component="div">
          {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} /> : null}
          {categoriesFailed ? <Alert type="warning" showIcon title={m.categoriesError} style={{ marginBottom: 16 }} /> : null}
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>{m.periodLegend}</legend>
            <Form.Item label={m.startDate} htmlFor="wallet-filter-start">
              <DatePicker
                id="wallet-filter-start"
                format="DD/MM/YYYY"
                placeholder=""
                disabledDate={(day) => isFutureDay(day)}
                value={draft.start}
                onChange={(d) => set('start', d)}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item label={m.endDate} htmlFor="wallet-filter-end">
              <DatePicker
                id="wallet-filter-end"
                format="DD/MM/YYYY"
                placeholder=""
                disabledDate={(day) => isFutureDay(day)}
                value={draft.end}
                onChange={(d) => set('end', d)}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </fieldset>
          <Form.Item label={m.category} htmlFor="wallet-filter-category">
            <Select
              id="wallet-filter-category"
              value={draft.categoryId}
              onChange={(v: number) => set('categoryId', v)}
              options={[{ value: 0, label: m.categoryPlaceholder }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
            />
          </Form.Item>
          <Form.Item label={m.value} htmlFor="wallet-filter-value" help={m.valueHelp}>
            <CurrencyInput id="wallet-filter-value" value={draft.value} onChange={(reais) => set('value', reais > 0 ? reais : null)} onPressEnter={apply} />
          </Form.Item>
        </Form>
      </div>
    </Drawer>
  );
}
