import { useMutation } from '@apollo/client/react';
import { Avatar, Tooltip } from '@mantine/core';
import {
  TouchBuilderPagePresenceDocument,
  type TouchBuilderPagePresenceMutation,
} from '@lumo/graphql';
import { useEffect, useState } from 'react';
import { useCurrentEditor } from '../../lib/auth';
import { initials } from '../auth/AccountMenu';

/** The api counts an editor as present for 30 s after a heartbeat; beat well inside that. */
export const PRESENCE_INTERVAL_MS = 10_000;

type Presence = TouchBuilderPagePresenceMutation['touchBuilderPagePresence'][number];

export function PresenceAvatars({ pageUid }: { pageUid: string }) {
  const me = useCurrentEditor();
  const [touch] = useMutation(TouchBuilderPagePresenceDocument);
  const [present, setPresent] = useState<Presence[]>([]);

  useEffect(() => {
    let cancelled = false;
    const beat = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        const result = await touch({ variables: { pageUid } });
        if (!cancelled && result.data) setPresent(result.data.touchBuilderPagePresence);
      } catch {
        // Presence is a courtesy: a missed heartbeat must not disturb editing.
      }
    };
    void beat();
    const timer = window.setInterval(beat, PRESENCE_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [pageUid, touch]);

  const others = present.filter((editor) => editor.editor_uid !== me.uid);
  if (others.length === 0) return null;
  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      <Avatar.Group spacing="sm" data-testid="history:presence" aria-label="Also editing this page">
        {others.slice(0, 4).map((editor) => (
          <Tooltip
            key={editor.editor_uid}
            label={`${editor.name} (${editor.email}) is also editing`}
          >
            <Avatar size="sm" radius="xl" color="grape">
              {initials(editor.name)}
            </Avatar>
          </Tooltip>
        ))}
        {others.length > 4 && (
          <Tooltip
            label={others
              .slice(4)
              .map((editor) => editor.name)
              .join(', ')}
          >
            <Avatar size="sm" radius="xl">
              +{others.length - 4}
            </Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
