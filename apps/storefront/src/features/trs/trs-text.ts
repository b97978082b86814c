import { TRS_MESSAGES } from '@lumo/block-schema';
import type { Translate } from '@/features/i18n/server';
import type { TrsFormText } from './trs-form';

/** The TRS form's strings in the store view's language (client components get them as props). */
export function trsFormText(t: Translate, submitLabel: string | undefined): TrsFormText {
  return {
    submit: submitLabel ?? t('trs.submit'),
    sending: t('trs.sending'),
    error: t('trs.error'),
    requiredMark: t('trs.requiredMark'),
    choose: t('trs.choose'),
    errors: Object.fromEntries(Object.values(TRS_MESSAGES).map((key) => [key, t(key)])),
  };
}
