import * as yup from 'yup';
import { isValidEmail } from 'shared/masks';
import { staffMessages as m } from './messages';

export interface ProfileValues {
  name: string;
  social_name: string;
  email: string;
  role: number | null;
}

/** Name, social name (non-blank), e-mail and role required (docs/spec/part-2-operations-account.md §5). */
export const profileSchema = yup.object({
  name: yup.string().trim().required(m.nameRequired).max(255),
  social_name: yup.string().trim().required(m.socialNameRequired).max(255),
  email: yup
    .string()
    .trim()
    .required(m.emailRequired)
    .test('email', m.emailInvalid, (v) => !v || isValidEmail(v)),
  role: yup.number().nullable().required(m.roleRequired),
});

export const toProfileInput = (values: ProfileValues) => ({
  name: values.name.trim(),
  social_name: values.social_name.trim(),
  email: values.email.trim(),
  roles: values.role ? [values.role] : [],
});
