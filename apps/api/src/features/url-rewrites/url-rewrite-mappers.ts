import type { EntityUrl, JtiHeadlessUrlResult, RoutableUrl } from '@lumo/graphql/server';
import { encodeUid } from '../../uid';
import type { HreflangItem, ResolvedPath } from './url-rewrite-rules';

/** One answered lookup: the resolved path with its availability in the asked store view. */
export interface LookupAnswer {
  url: string;
  resolved: ResolvedPath;
  disabled: boolean;
  hreflang: HreflangItem[];
}

/** Magento's enum spelling of our entity types (null: not a catalogue or CMS entity). */
const ENUM_TYPE = {
  product: 'PRODUCT',
  category: 'CATEGORY',
  'cms-page': 'CMS_PAGE',
  faq: null,
  custom: null,
} as const;

export type RoutableType = (typeof ENUM_TYPE)[keyof typeof ENUM_TYPE];

export function enumTypeOf(resolved: Extract<ResolvedPath, { kind: 'entity' }>): RoutableType {
  return ENUM_TYPE[resolved.entityType];
}

/** SPEC §3.6: unknown urls answer entity_type null and entity_id 0. */
export function toJtiResult(answer: LookupAnswer): JtiHeadlessUrlResult {
  const { resolved } = answer;
  if (resolved.kind === 'none') {
    return {
      url: answer.url,
      entity_id: 0,
      entity_type: null,
      rewrite_url: null,
      rewrite_type: 0,
      disabled: false,
      hreflang: [],
    };
  }
  return {
    url: answer.url,
    entity_id: resolved.entityId,
    entity_type: resolved.entityType,
    rewrite_url: resolved.rewriteUrl,
    rewrite_type: resolved.rewriteType,
    disabled: answer.disabled,
    hreflang: answer.hreflang,
  };
}

/**
 * Magento's relative_url: a path without its leading slash ("devices/compact"); absolute URLs
 * (custom rewrites to other sites) stay as they are.
 */
export function relativeUrlOf(answer: LookupAnswer): string | null {
  const { resolved } = answer;
  if (resolved.kind === 'none') return null;
  const target = resolved.rewriteUrl ?? resolved.requestPath;
  return /^https?:\/\//i.test(target) ? target : target.replace(/^\/+/, '');
}

export function toRoutableUrl(answer: LookupAnswer): RoutableUrl & { __typename: 'RoutableUrl' } {
  const code = answer.resolved.kind === 'entity' ? answer.resolved.rewriteType : 0;
  return {
    __typename: 'RoutableUrl',
    relative_url: relativeUrlOf(answer),
    redirect_code: code,
    type: null,
  };
}

export function toEntityUrl(answer: LookupAnswer): EntityUrl | null {
  const { resolved } = answer;
  if (resolved.kind === 'none' || answer.disabled) return null;
  const id = resolved.entityType === 'custom' ? null : resolved.entityId;
  const relative = relativeUrlOf(answer);
  return {
    id,
    entity_uid: id === null ? null : encodeUid(id),
    canonical_url: relative,
    relative_url: relative,
    redirectCode: resolved.rewriteType,
    type: enumTypeOf(resolved),
  };
}
