import { Button, Col, Form, Row, Tooltip, Typography } from 'antd';
import type { FormikProps } from 'formik';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { MAX_ITEMS_PER_ORDER } from '../../../domain/constants';
import { CurrencyInput } from 'shared/masked-input';
import { TextInput } from 'shared/ui';
import { orderPanelMessages as m } from './messages';
import { digitsOnly, emptyItem, type OrderFormValues } from './orderForm';

/**
 * Item rows of the order (docs/spec/part-1-signin-dashboard-delivery.md §5): optional, at most 10, name, value in BRL and a digits-only quantity;
 * a row can be removed while more than one exists.
 */
export function ItemRows({
  idPrefix,
  formik,
  fieldError,
}: {
  idPrefix: string;
  formik: FormikProps<OrderFormValues>;
  fieldError: (path: string) => string | undefined;
}) {
  const { values, setFieldValue, setFieldTouched } = formik;
  const rows = values.items;
  const full = rows.length >= MAX_ITEMS_PER_ORDER;
  const status = (path: string) => (fieldError(path) ? ('error' as const) : undefined);

  const removeRow = (index: number) => {
    void formik.setValues({ ...values, items: rows.filter((_, i) => i !== index) });
    const touched = Array.isArray(formik.touched.items) ? formik.touched.items.filter((_, i) => i !== index) : formik.touched.items;
    void formik.setTouched({ ...formik.touched, items: touched }, false);
  };

  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8, border: 0 }}>{m.itemsLabel}</legend>
      {rows.map((row, index) => {
        const n = index + 1;
        const path = (field: string) => `items.${index}.${field}`;
        return (
          <Row gutter={8} key={index} align="top" wrap={false}>
            <Col flex="auto">
              <Form.Item
                label={m.itemNameLabel(n)}
                htmlFor={`${idPrefix}-item-${n}-name`}
                validateStatus={status(path('name'))}
                help={fieldError(path('name'))}
              >
                <TextInput
                  id={`${idPrefix}-item-${n}-name`}
                  autoComplete="off"
                  value={row.name}
                  onChange={(e) => void setFieldValue(path('name'), e.target.value)}
                  onBlur={() => void setFieldTouched(path('name'), true)}
                  aria-invalid={!!status(path('name'))}
                />
              </Form.Item>
            </Col>
            <Col flex="130px">
              <Form.Item
                label={m.itemValueLabel(n)}
                htmlFor={`${idPrefix}-item-${n}-value`}
                validateStatus={status(path('value'))}
                help={fieldError(path('value'))}
              >
                <CurrencyInput
                  id={`${idPrefix}-item-${n}-value`}
                  value={row.value}
                  onChange={(reais) => void setFieldValue(path('value'), reais || null)}
                  onBlur={() => void setFieldTouched(path('value'), true)}
                  status={status(path('value'))}
                  aria-invalid={!!status(path('value'))}
                />
              </Form.Item>
            </Col>
            <Col flex="90px">
              <Form.Item
                label={m.itemQuantityLabel(n)}
                htmlFor={`${idPrefix}-item-${n}-qntd`}
                validateStatus={status(path('qntd'))}
                help={fieldError(path('qntd'))}
              >
                <TextInput
                  id={`${idPrefix}-item-${n}-qntd`}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={4}
                  value={row.qntd}
                  onChange={(e) => void setFieldValue(path('qntd'), digitsOnly(e.target.value))}
                  onBlur={() => void setFieldTouched(path('qntd'), true)}
                  aria-invalid={!!status(path('qntd'))}
                />
              </Form.Item>
            </Col>
            {rows.length > 1 ? (
              <Col flex="32px" style={{ paddingTop: 30 }}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={m.removeItem(n)}
                  title={m.removeItem(n)}
                  onClick={() => removeRow(index)}
                />
              </Col>
            ) : null}
          </Row>
        );
      })}
      <Tooltip title={m.itemsLimit}>
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={full}
          onClick={() => void setFieldValue('items', [...rows, emptyItem()])}
          aria-describedby={full ? `${idPrefix}-items-limit` : undefined}
        >
          {m.addItem}
        </Button>
      </Tooltip>
      {full ? (
        <Typography.Text type="secondary" id={`${idPrefix}-items-limit`} style={{ display: 'block', marginTop: 4 }}>
          {m.itemsLimit}
        </Typography.Text>
      ) : null}
    </fieldset>
  );
}
