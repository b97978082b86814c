import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistory } from '../../lib/icons';
import type { StoreViewCode } from '@lumo/block-schema';
import { HistoryDrawer } from './HistoryDrawer';
import { PresenceAvatars } from './PresenceAvatars';
import { PreviewButton } from './PreviewButton';
import { ScheduleButton } from './ScheduleButton';

export interface PageToolbarExtrasProps {
  pageUid: string;
  storeCode: StoreViewCode;
  /** The page's path inside its store view (kept for the toolbar's context; links use the uid). */
  path: string;
  /** Called after a version was restored, so the editor reloads the draft. */
  onRestored(): void;
}

/** Presence, preview, schedule and history for the page editor's toolbar (editor seam, item 3). */
export function PageToolbarExtras({
  pageUid,
  storeCode,
  path,
  onRestored,
}: PageToolbarExtrasProps) {
  const [historyOpened, history] = useDisclosure(false);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="history:toolbar" data-page-path={path}>
      <PresenceAvatars pageUid={pageUid} />
      <PreviewButton pageUid={pageUid} />
      <ScheduleButton pageUid={pageUid} storeCode={storeCode} />
      <Button
        size="xs"
        variant="default"
        leftSection={<IconHistory size={14} />}
        onClick={history.open}
        data-testid="history:open"
      >
        History
      </Button>
      <HistoryDrawer
        pageUid={pageUid}
        opened={historyOpened}
        onClose={history.close}
        onRestored={() => {
          history.close();
          onRestored();
        }}
      />
    </Group>
  );
}
