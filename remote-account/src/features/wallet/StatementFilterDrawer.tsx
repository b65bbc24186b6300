import { useEffect, useState } from 'react';
import { Alert, DatePicker, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { isFutureDay, periodProblem } from 'shared/period';
import { CurrencyInput } from 'shared/masked-input';
import { FilterDrawer } from 'shared/ui';
import type { ExtractCategory } from '../../api/wallet';
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
  const [draft, setDraft] = useState<StatementFilters>(filters);
  const [problem, setProblem] = useState<string | null>(null);

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
    if (period) return setProblem(period);
    onApply({ ...draft, value: draft.value && draft.value > 0 ? draft.value : null });
  };

  const day = (id: string, label: string, key: 'start' | 'end') => (
    <Form.Item label={label} htmlFor={id}>
      <DatePicker
        id={id}
        format="DD/MM/YYYY"
        placeholder=""
        disabledDate={(d) => isFutureDay(d)}
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
      error={problem}
      clearText={m.clear}
      applyText={m.apply}
      onClear={() => {
        setDraft(NO_FILTERS);
        setProblem(null);
      }}
      onApply={apply}
      onClose={onClose}
    >
      {/* Said by its toast (part-2 §8): the note that stays in the panel is no live region (docs/decisions.md D20). */}
      {categoriesFailed ? <Alert type="warning" showIcon role="none" title={m.categoriesError} style={{ marginBottom: 16 }} /> : null}
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>{m.periodLegend}</legend>
        {day('wallet-filter-start', m.startDate, 'start')}
        {day('wallet-filter-end', m.endDate, 'end')}
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
    </FilterDrawer>
  );
}
