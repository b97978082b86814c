import { parseTrsFormDefinition, TRS_FORM_BLOCK_PREFIX } from '@lumo/block-schema';
import type { CmsBlock, CmsPage, FaqQuestion } from '@lumo/graphql/server';
import type { CmsBlockRow, CmsPageRow, FaqCategoryRow, FaqQuestionRow } from '../../db/schema';
import { sanitiseCmsHtml } from './cms-html';
import { customRoutesSchema, headAlternativesSchema } from './cms-inputs';
import { CUSTOM_ROUTES_BLOCK, HEAD_ALTERNATIVES_BLOCK } from './cms-rules';

/** A CmsPage as GraphQL serves it; __typename lets route() return it as a RoutableInterface. */
export type CmsPageResult = CmsPage & { __typename: 'CmsPage' };

export function toCmsPage(row: CmsPageRow): CmsPageResult {
  return {
    __typename: 'CmsPage',
    identifier: row.identifier,
    url_key: row.identifier,
    title: row.title,
    content: sanitiseCmsHtml(row.content),
    content_heading: row.contentHeading,
    page_layout: row.pageLayout,
    meta_title: row.metaTitle || row.title,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
    relative_url: row.identifier,
    redirect_code: 0,
    type: 'CMS_PAGE',
  };
}

/**
 * Custom routes and alternative heads are JSON, not HTML: served only when they still parse (a
 * row edited around the api that does not is served as an empty list, SPEC §8 "Custom routes
 * failure: none used").
 */
function jsonContent(
  content: string,
  schema: typeof customRoutesSchema | typeof headAlternativesSchema,
): string {
  try {
    const parsed = schema.safeParse(JSON.parse(content));
    return JSON.stringify(parsed.success ? parsed.data : []);
  } catch {
    return '[]';
  }
}

export function toCmsBlock(row: CmsBlockRow): CmsBlock {
  return {
    identifier: row.identifier,
    title: row.title,
    content: row.identifier.startsWith(TRS_FORM_BLOCK_PREFIX)
      ? // A TRS form's definition (ADR 0027): its JSON when valid, else null.
        JSON.stringify(parseTrsFormDefinition(row.content) ?? null)
      : row.identifier === CUSTOM_ROUTES_BLOCK
        ? jsonContent(row.content, customRoutesSchema)
        : row.identifier === HEAD_ALTERNATIVES_BLOCK
          ? jsonContent(row.content, headAlternativesSchema)
          : sanitiseCmsHtml(row.content),
  };
}

export function toFaqQuestion(row: FaqQuestionRow): FaqQuestion {
  return {
    id: row.id,
    category_id: row.categoryId,
    question: row.question,
    answer: sanitiseCmsHtml(row.answer),
    url_key: row.urlKey,
    url_path: `/faq/${row.urlKey}`,
    position: row.position,
  };
}

export function toFaqCategory(row: FaqCategoryRow, questions: readonly FaqQuestionRow[]) {
  return {
    id: row.id,
    title: row.title,
    url_key: row.urlKey,
    position: row.position,
    questions: questions.filter((question) => question.categoryId === row.id).map(toFaqQuestion),
  };
}
