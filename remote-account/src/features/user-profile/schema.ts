import * as yup from 'yup';
import { isValidEmail } from 'shared/masks';
import { userMessages as m } from './messages';

export interface PersonalDataValues {
  name: string;
  social_name: string;
  email: string;
  role: number | null;
}

export const personalDataSchema = (withRole: boolean) =>
  yup.object({
    name: yup.string().trim().required(m.nameRequired).max(255),
    social_name: yup.string().trim().max(255),
    email: yup
      .string()
      .trim()
      .required(m.emailRequired)
      .test('email', m.emailInvalid, (v) => !v || isValidEmail(v)),
    role: withRole ? yup.number().nullable().required(m.roleRequired) : yup.number().nullable(),
  });

export interface PasswordValues {
  current_password: string;
  password: string;
  confirm_password: string;
}

/** 8+ characters, a digit, a special character, confirmation equal, current password required (docs/spec/part-2-operations-account.md §5). */
export const passwordSchema = yup.object({
  current_password: yup.string().required(m.currentRequired),
  password: yup
    .string()
    .required(m.newRequired)
    .min(8, m.min8)
    .matches(/\d/, m.digit)
    // The server's rule and the password reset's (remote-auth passwordChecks): any character but a letter or a digit.
    .matches(/[^A-Za-z0-9]/, m.special),
  confirm_password: yup
    .string()
    .required(m.confirmRequired)
    .oneOf([yup.ref('password')], m.mismatch),
});
