export * from './money';
export * from './permissions';
export * from './constants';
// The period rule (dayjs) is 'shared/period': the sign-in page, which loads this entry, needs no dates.
export { periodMessages } from './messages';
