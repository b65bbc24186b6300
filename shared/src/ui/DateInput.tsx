import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** True for days before today: the date input never offers them. */
export function isBeforeToday(date: Dayjs, today: Dayjs = dayjs()): boolean {
  return date.isBefore(today.startOf('day'));
}

/** Date input with no date before today, in the Brazilian format. */
export function DateInput(props: DatePickerProps) {
  return <DatePicker format="DD/MM/YYYY" disabledDate={(d) => isBeforeToday(d)} style={{ width: '100%' }} {...props} />;
}
