import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import type { EditorPresence } from '@lumo/graphql/server';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { editors, presence, type EditorRow } from '../../db/schema';
import { encodeUid } from '../../uid';

/** An editor counts as present while their heartbeat is at most this old. */
export const PRESENCE_WINDOW_MS = 30_000;

export class PresenceService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async touch(pageId: number, editor: EditorRow): Promise<EditorPresence[]> {
    const now = this.clock.now();
    await this.db
      .insert(presence)
      .values({ pageId, editorId: editor.id, lastSeenAt: now })
      .onConflictDoUpdate({
        target: [presence.pageId, presence.editorId],
        set: { lastSeenAt: now },
      });
    // Old heartbeats are of no use to anyone; drop them as we go.
    await this.db
      .delete(presence)
      .where(lt(presence.lastSeenAt, new Date(now.getTime() - 10 * PRESENCE_WINDOW_MS)));
    return this.others(pageId, editor);
  }

  /** Editors seen on the page within the window, without the asking editor. */
  async others(pageId: number, editor: EditorRow): Promise<EditorPresence[]> {
    const since = new Date(this.clock.now().getTime() - PRESENCE_WINDOW_MS);
    const rows = await this.db
      .select({ editor: editors, lastSeenAt: presence.lastSeenAt })
      .from(presence)
      .innerJoin(editors, eq(editors.id, presence.editorId))
      .where(
        and(
          eq(presence.pageId, pageId),
          ne(presence.editorId, editor.id),
          gte(presence.lastSeenAt, since),
        ),
      )
      .orderBy(asc(editors.name));
    return rows.map((row) => ({
      editor_uid: encodeUid(row.editor.id),
      name: row.editor.name,
      email: row.editor.email,
      last_seen_at: row.lastSeenAt.toISOString(),
    }));
  }
}
