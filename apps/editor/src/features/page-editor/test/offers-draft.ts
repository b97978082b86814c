import type { BlockNode } from '@lumo/block-schema';
import type { FieldResolver } from '../../../test/graphql-responder';

/** The draft of the uk page /offers that the page editor's tests open, as the api answers it. */
export function offersDraft(
  blocks: BlockNode[],
  { title = 'Offers', revision = 7 }: { title?: string; revision?: number } = {},
) {
  return {
    page_uid: 'page-1',
    store_code: 'uk',
    path: '/offers',
    title,
    content: {
      formatVersion: 1,
      storeView: 'uk',
      path: '/offers',
      title,
      meta: { description: '', image: '', noIndex: false },
      blocks,
    },
    revision,
    updated_at: '2026-11-21T20:00:00.000Z',
    updated_by: 'Ada Lovelace',
    published_version: null,
    scheduled_publish_at: null,
  };
}

/** The toolbar extras (presence, schedule) ask for these; they are not under test here. */
export const toolbarResolvers: Record<string, FieldResolver> = {
  touchBuilderPagePresence: () => [],
  builderPages: () => [],
};
