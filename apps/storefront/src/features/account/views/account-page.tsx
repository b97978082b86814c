import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import { composePageTitle } from '@/features/builder-page/page-title';
import '../account.css';

/** Account pages are per customer: never indexed (SPEC §2.1's specially handled routes). */
export async function accountMetadata(
  storeView: StoreViewCode,
  titleKey: string,
): Promise<Metadata> {
  const t = await getTranslator(storeView);
  return { title: composePageTitle(t(titleKey)), robots: { index: false, follow: false } };
}

/** The frame of a single account page: its heading and content. */
export function AccountPage({
  title,
  testId,
  children,
  intro,
}: {
  title: string;
  testId: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="ls-account-page" data-testid={testId}>
      <h1>{title}</h1>
      {intro ? <div className="ls-account-intro">{intro}</div> : null}
      {children}
    </section>
  );
}

/** A message page (confirmation results, feedback): heading, text and links. */
export function AccountMessage({
  title,
  testId,
  message,
  tone = 'info',
  children,
}: {
  title: string;
  testId: string;
  message: string;
  tone?: 'info' | 'success' | 'error';
  children?: ReactNode;
}) {
  return (
    <AccountPage title={title} testId={testId}>
      <p
        className={`ls-account-message ls-account-message-${tone}`}
        role={tone === 'error' ? 'alert' : 'status'}
        data-testid="account:message"
      >
        {message}
      </p>
      {children}
    </AccountPage>
  );
}
