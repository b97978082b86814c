import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { withStorePrefix } from '@lumo/block-schema';
import { composePageTitle } from '@/features/builder-page/page-title';
import { CmsPageContent } from '@/features/content/cms-page-content';
import { getTranslator } from '@/features/i18n/server';
import { withHeadAlternative } from '@/features/seo/alternative-head';
import { loadLocator, LocatorView } from '@/features/store-locator/locator-view';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { getRecyclingPage } from '@/lib/api/store-locator';

interface RecyclingPageProps {
  params: Promise<{ storeView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({
  params,
  searchParams,
}: RecyclingPageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) return {};
  const [t, page] = await Promise.all([getTranslator(storeView), getRecyclingPage(storeView)]);
  const query = await searchParams;
  const searched = ['postcode', 'lat', 'lng'].some((name) => query[name] !== undefined);
  return withHeadAlternative(storeView, '/recycling', {
    title: {
      absolute: composePageTitle(
        page?.metaTitle || page?.title || t('storeLocator.recyclingTitle'),
      ),
    },
    description: page?.metaDescription || t('storeLocator.recyclingIntro'),
    alternates: { canonical: withStorePrefix(storeView, '/recycling') },
    ...(searched ? { robots: { index: false, follow: true } } : {}),
  });
}

/**
 * SPEC §2.1 /recycling: how the free take-back works (COMPLIANCE.md WEEE; the CMS page
 * "recycling") and the drop-off points nearest a postcode or a point (SPEC §2.5). The points
 * still show when the CMS text cannot be read, and the text when the points cannot.
 */
export default async function RecyclingPage({ params, searchParams }: RecyclingPageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  const [page, data, t] = await Promise.all([
    getRecyclingPage(storeView),
    loadLocator(storeView, 'RECYCLING', await searchParams),
    getTranslator(storeView),
  ]);
  if (data.result?.kind === 'unavailable') {
    console.error(`Recycling points ${storeView} unavailable: ${data.result.message}`);
  }
  return (
    <>
      {page ? <CmsPageContent page={page} storeView={storeView} /> : null}
      <LocatorView
        storeView={storeView}
        kind="RECYCLING"
        data={data}
        t={t}
        headingLevel={page ? 2 : 1}
      />
    </>
  );
}
