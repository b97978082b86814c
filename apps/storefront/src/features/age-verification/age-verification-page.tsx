import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { VerifyCustomerAgeDocument } from '@lumo/graphql';
import type { Translate } from '@/features/i18n/server';
import { operationText } from '@/lib/api/operation-text';
import { AgeVerificationForm, type AgeVerificationText } from './age-verification-form';
import type { AgeVerificationStateResult } from './age-verification-data';

const VERIFY_DOCUMENT = operationText(VerifyCustomerAgeDocument);
const METHODS = ['electoral_roll', 'credit_reference', 'document'] as const;
/** The api's refusal codes the page translates (apps/api age-verification-rules.ts). */
const ERROR_CODES = [
  'NOT_ACCOUNT_HOLDER',
  'TOO_MANY_ATTEMPTS',
  'METHOD_NOT_OFFERED',
  'AGE_VERIFICATION_DISABLED',
  'AGE_VERIFICATION_UNAVAILABLE',
] as const;

/** What the date of birth's composition may answer (ADR 0030). */
const DATE_ERROR_KEYS = [
  'account.errors.required',
  'account.errors.invalidDate',
  'account.errors.dateMissingDay',
  'account.errors.dateMissingMonth',
  'account.errors.dateMissingYear',
  'account.errors.dateNotNumbers',
  'account.errors.yearFourDigits',
] as const;

export function ageVerificationText(t: Translate): AgeVerificationText {
  const k = (key: string, options?: Record<string, unknown>) =>
    t(`ageVerification.${key}`, options);
  return {
    methodLegend: k('methodLegend'),
    methods: Object.fromEntries(METHODS.map((code) => [code, k(`method_${code}`)])),
    firstname: k('firstname'),
    lastname: k('lastname'),
    dateOfBirth: k('dateOfBirth'),
    dateOfBirthHint: t('account.fields.dateOfBirthHint'),
    dateParts: {
      day: t('account.fields.day'),
      month: t('account.fields.month'),
      year: t('account.fields.year'),
    },
    dateErrors: Object.fromEntries(DATE_ERROR_KEYS.map((key) => [key, t(key)])),
    street: k('street'),
    city: k('city'),
    postcode: k('postcode'),
    countryCode: k('countryCode'),
    documentType: k('documentType'),
    documentPassport: k('documentPassport'),
    documentDrivingLicence: k('documentDrivingLicence'),
    documentNumber: k('documentNumber'),
    submit: k('submit'),
    checking: k('checking'),
    passHeading: k('passHeading'),
    passText: k('passText', { reference: '{reference}' }),
    failHeading: k('failHeading'),
    failText: k('failText'),
    referHeading: k('referHeading'),
    referText: k('referText', { reference: '{reference}' }),
    error: k('error'),
    codes: Object.fromEntries(ERROR_CODES.map((code) => [code, k(`codes.${code}`)])),
  };
}

/** SPEC §2.1 /dashboard/equifax-verification: the customer's age check (ADR 0027). */
export function AgeVerificationView({
  storeView,
  countryCode,
  result,
  t,
}: {
  storeView: StoreViewCode;
  countryCode: string;
  result: AgeVerificationStateResult;
  t: Translate;
}) {
  const body = () => {
    if (result.kind === 'logged-out') {
      return (
        <p>
          {t('ageVerification.loginRequired')}{' '}
          <a href={withStorePrefix(storeView, '/login')}>{t('ageVerification.login')}</a>
        </p>
      );
    }
    if (result.kind === 'unavailable') {
      return (
        <p className="ls-form-error" role="alert">
          {t('ageVerification.error')}
        </p>
      );
    }
    const { state } = result;
    if (!state.isAgeVerificationEnabled) return <p>{t('ageVerification.disabled')}</p>;
    if (state.isCustomerQuoteAgeVerified) {
      return (
        <div className="ls-age-result ls-age-result-pass" data-testid="age-verification-verified">
          <h2>{t('ageVerification.verifiedHeading')}</h2>
          <p>{t('ageVerification.verifiedText')}</p>
        </div>
      );
    }
    return (
      <>
        <p>{t('ageVerification.intro')}</p>
        {state.lastOutcome ? (
          <p>
            {t('ageVerification.lastOutcome', {
              outcome:
                state.lastOutcome === 'FAIL'
                  ? t('ageVerification.failHeading')
                  : state.lastOutcome === 'REFER'
                    ? t('ageVerification.referHeading')
                    : t('ageVerification.passHeading'),
            })}
          </p>
        ) : null}
        <p>{t('ageVerification.attemptsLeft', { count: state.attemptsLeft })}</p>
        {state.attemptsLeft > 0 ? (
          <AgeVerificationForm
            storeView={storeView}
            methods={state.ageVerificationMethods}
            verifyDocument={VERIFY_DOCUMENT}
            countryCode={countryCode}
            person={state.person}
            text={ageVerificationText(t)}
          />
        ) : null}
      </>
    );
  };
  return (
    <section className="ls-age-verification" data-testid="route:equifax-verification">
      <h1>{t('ageVerification.title')}</h1>
      {body()}
    </section>
  );
}
