import { cache } from 'react';
import {
  trsFormDefinitionSchema,
  type StoreViewCode,
  type TrsFormDefinition,
} from '@lumo/block-schema';
import { TrsFormDocument } from '@lumo/graphql';
import { CMS_REVALIDATE_SECONDS } from '@/lib/api/cms';
import { storefrontQuery } from '@/lib/api/storefront-graphql';

export type TrsFormResult =
  | { kind: 'ok'; definition: TrsFormDefinition }
  | { kind: 'not-found' }
  | { kind: 'unavailable'; message: string };

/** The cache tag of a store view's TRS form (its CMS block, ADR 0027). */
export function trsFormTag(storeView: StoreViewCode, formCode: string): string {
  return `trs-form:${storeView}:${formCode}`;
}

/** A TRS form's definition, checked again here (the api's answer is input too). */
export async function fetchTrsForm(
  storeView: StoreViewCode,
  formCode: string,
  fetchImpl?: typeof fetch,
): Promise<TrsFormResult> {
  const result = await storefrontQuery(TrsFormDocument, {
    storeView,
    variables: { formCode },
    cache: {
      kind: 'tagged',
      tags: [trsFormTag(storeView, formCode)],
      revalidate: CMS_REVALIDATE_SECONDS,
    },
    fetchImpl,
  });
  if (result.kind === 'network-error') return { kind: 'unavailable', message: result.message };
  if (result.kind === 'graphql-error') {
    return { kind: 'unavailable', message: result.errors[0]?.message ?? 'GraphQL error' };
  }
  if (!result.data.trsForm) return { kind: 'not-found' };
  const parsed = trsFormDefinitionSchema.safeParse(result.data.trsForm.definition);
  return parsed.success ? { kind: 'ok', definition: parsed.data } : { kind: 'not-found' };
}

export const getTrsForm = cache((storeView: StoreViewCode, formCode: string) =>
  fetchTrsForm(storeView, formCode),
);
