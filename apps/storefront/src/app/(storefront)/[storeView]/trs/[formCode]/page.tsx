import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { trsFormCodeSchema, withStorePrefix } from '@lumo/block-schema';
import { SubmitTrsRegistrationDocument } from '@lumo/graphql';
import { composePageTitle } from '@/features/builder-page/page-title';
import { PageUnavailable } from '@/features/builder-page/page-unavailable';
import { markPageUnavailable } from '@/features/builder-page/unavailable-status';
import { getTranslator } from '@/features/i18n/server';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { TrsForm } from '@/features/trs/trs-form';
import { trsFormText } from '@/features/trs/trs-text';
import { getTrsForm } from '@/features/trs/trs-data';
import { getStoreConfig } from '@/lib/api/store-config';
import { operationText } from '@/lib/api/operation-text';
import '@/styles/age-trs.css';

const SUBMIT_DOCUMENT = operationText(SubmitTrsRegistrationDocument);

interface TrsPageProps {
  params: Promise<{ storeView: string; formCode: string }>;
}

export async function generateMetadata({ params }: TrsPageProps): Promise<Metadata> {
  const { storeView: param, formCode } = await params;
  const storeView = parseStoreViewParam(param);
  const code = trsFormCodeSchema.safeParse(formCode);
  if (!storeView || !code.success) return {};
  const form = await getTrsForm(storeView, code.data);
  return {
    title: { absolute: composePageTitle(form.kind === 'ok' ? form.definition.title : 'TRS') },
    robots: { index: false, follow: false },
  };
}

/**
 * SPEC §2.1 /trs/{formCode}: a trade registration form from its CMS block (ADR 0027); the shell
 * shows no header, footer or age barrier here (shell-parts.ts 'trs-page').
 */
export default async function TrsPage({ params }: TrsPageProps) {
  const { storeView: param, formCode } = await params;
  const storeView = parseStoreViewParam(param);
  const code = trsFormCodeSchema.safeParse(formCode);
  if (!storeView || !code.success) notFound();
  const [form, t, config] = await Promise.all([
    getTrsForm(storeView, code.data),
    getTranslator(storeView),
    getStoreConfig(storeView),
  ]);
  if (form.kind === 'not-found') notFound();
  if (form.kind === 'unavailable') {
    console.error(`TRS form ${storeView}/${code.data} unavailable: ${form.message}`);
    markPageUnavailable(await headers());
    return <PageUnavailable storeView={storeView} path={`/trs/${code.data}`} t={t} />;
  }
  const { definition } = form;
  return (
    <section className="ls-trs" data-testid="route:trs">
      <h1>{definition.title}</h1>
      {definition.intro ? <p className="ls-trs-intro">{definition.intro}</p> : null}
      <TrsForm
        storeView={storeView}
        formCode={code.data}
        definition={definition}
        submitDocument={SUBMIT_DOCUMENT}
        recaptchaSiteKey={config?.recaptchaSiteKey ?? ''}
        confirmHref={withStorePrefix(storeView, '/trs/register/confirm/')}
        text={trsFormText(t, definition.submitLabel)}
      />
    </section>
  );
}
