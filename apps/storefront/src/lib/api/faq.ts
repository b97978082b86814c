import { cache } from 'react';
import { z } from 'zod';
import type { StoreViewCode } from '@lumo/block-schema';
import {
  FaqCategoriesDocument,
  FaqQuestionDocument,
  FaqSearchDocument,
  type GraphQLResult,
} from '@lumo/graphql';
import { CMS_REVALIDATE_SECONDS } from './cms';
import { storefrontQuery, type ApiCachePolicy } from './storefront-graphql';

export interface FaqQuestion {
  id: number;
  categoryId: number;
  question: string;
  /** HTML the api sanitised; sanitised again before it is rendered. */
  answer: string;
  /** Path of the question's page inside the store view, e.g. "/faq/how-long-does-a-pod-last". */
  urlPath: string;
}

export interface FaqCategory {
  id: number;
  title: string;
  questions: FaqQuestion[];
}

export type FaqResult<T> = { kind: 'ok'; value: T } | { kind: 'unavailable'; message: string };

/** Longest search the /faq/result page sends; longer input is cut. */
export const MAX_FAQ_SEARCH_LENGTH = 100;
/** Most results the /faq/result page shows. */
export const FAQ_SEARCH_PAGE_SIZE = 20;

const questionSchema = z
  .object({
    id: z.number().int().positive(),
    category_id: z.number().int(),
    question: z.string().min(1).max(500),
    answer: z.string().max(100_000),
    url_path: z
      .string()
      .max(512)
      .refine((value) => value.startsWith('/') && !value.startsWith('//')),
  })
  .transform((question): FaqQuestion => ({
    id: question.id,
    categoryId: question.category_id,
    question: question.question.trim(),
    answer: question.answer,
    urlPath: question.url_path,
  }));

const categoriesSchema = z
  .array(
    z.object({
      id: z.number().int(),
      title: z.string().min(1).max(255),
      questions: z.array(questionSchema).max(500),
    }),
  )
  .max(100);

export function faqTag(storeView: StoreViewCode): string {
  return `faq:${storeView}`;
}

const tagged = (storeView: StoreViewCode): ApiCachePolicy => ({
  kind: 'tagged',
  tags: [faqTag(storeView)],
  revalidate: CMS_REVALIDATE_SECONDS,
});

function unavailable(result: Exclude<GraphQLResult<unknown>, { kind: 'ok' }>) {
  return {
    kind: 'unavailable',
    message:
      result.kind === 'network-error'
        ? result.message
        : result.errors.map((error) => error.message).join('; '),
  } as const;
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): FaqResult<T> {
  const result = schema.safeParse(value);
  return result.success
    ? { kind: 'ok', value: result.data }
    : { kind: 'unavailable', message: `Invalid FAQ answer: ${result.error.message}` };
}

export async function fetchFaqCategories(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<FaqResult<FaqCategory[]>> {
  const result = await storefrontQuery(FaqCategoriesDocument, {
    storeView,
    cache: tagged(storeView),
    fetchImpl,
  });
  if (result.kind !== 'ok') return unavailable(result);
  return parsed(categoriesSchema, result.data.faqCategories);
}

/** The question with the id, `null` when the api has none. */
export async function fetchFaqQuestion(
  storeView: StoreViewCode,
  id: number,
  fetchImpl?: typeof fetch,
): Promise<FaqResult<FaqQuestion | null>> {
  const result = await storefrontQuery(FaqQuestionDocument, {
    storeView,
    variables: { id },
    cache: tagged(storeView),
    fetchImpl,
  });
  if (result.kind !== 'ok') return unavailable(result);
  return parsed(questionSchema.nullable(), result.data.faqQuestion ?? null);
}

/** The shopper's words as sent: trimmed, inner whitespace collapsed, bounded. */
export function normaliseFaqSearch(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_FAQ_SEARCH_LENGTH);
}

export async function fetchFaqSearch(
  storeView: StoreViewCode,
  search: string,
  fetchImpl?: typeof fetch,
): Promise<FaqResult<FaqQuestion[]>> {
  const words = normaliseFaqSearch(search);
  if (!words) return { kind: 'ok', value: [] };
  const result = await storefrontQuery(FaqSearchDocument, {
    storeView,
    variables: { search: words, pageSize: FAQ_SEARCH_PAGE_SIZE },
    cache: tagged(storeView),
    fetchImpl,
  });
  if (result.kind !== 'ok') return unavailable(result);
  return parsed(z.array(questionSchema).max(FAQ_SEARCH_PAGE_SIZE), result.data.faqSearch);
}

/** Per-request memos: metadata and page read the same answers. */
export const getFaqCategories = cache((storeView: StoreViewCode) => fetchFaqCategories(storeView));
export const getFaqQuestion = cache((storeView: StoreViewCode, id: number) =>
  fetchFaqQuestion(storeView, id),
);
export const getFaqSearch = cache((storeView: StoreViewCode, search: string) =>
  fetchFaqSearch(storeView, search),
);
