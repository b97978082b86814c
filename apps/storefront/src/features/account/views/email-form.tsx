import type { Translate } from '@/features/i18n/server';
import type { FormResult, FormValues } from '../forms/form-types';
import { AccountForm } from '../forms/account-form';
import { formText } from './form-text';

/**
 * The one-field email forms (newsletter signup, forgot password, resend confirmation): same
 * field, same schema; each names its action, submit label and, when protected, its CAPTCHA action.
 */
export function EmailForm({
  t,
  testId,
  action,
  submitKey,
  captcha,
}: {
  t: Translate;
  testId: string;
  action: (values: FormValues) => Promise<FormResult>;
  submitKey: string;
  captcha?: { siteKey: string; action: string };
}) {
  return (
    <AccountForm
      schema="email"
      testId={testId}
      action={action}
      captcha={captcha}
      text={formText(t, submitKey)}
      groups={[
        {
          fields: [
            {
              name: 'email',
              label: t('account.fields.email'),
              type: 'email',
              autoComplete: 'email',
              required: true,
            },
          ],
        },
      ]}
    />
  );
}
