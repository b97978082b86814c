import { createContext, useContext } from 'react';
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { internalLinkPath, isAppRoute } from '@lumo/block-schema';
import { linkWarningMessage, type LinkTargetStatus } from './link-targets';

/** What the form knows about the internal paths of its block's links. */
export interface LinkCheckState {
  /** The status of every path checked so far; paths not (yet) checked are absent. */
  statuses: ReadonlyMap<string, LinkTargetStatus>;
  /** The last check could not reach the api (or could not use its answer). */
  unavailable: boolean;
}

export const NO_LINK_CHECK: LinkCheckState = { statuses: new Map(), unavailable: false };

const LinkCheckContext = createContext<LinkCheckState>(NO_LINK_CHECK);

export const LinkCheckProvider = LinkCheckContext.Provider;

/**
 * The warning under a link field whose internal path answers nothing in the store view. It
 * informs and never blocks: the value stays valid and the page can be published. Shown only for
 * a path the api was asked about, so a path being typed or an unreachable api warns of nothing.
 */
export function LinkWarning({ link, name }: { link: string; name: string }) {
  const { statuses } = useContext(LinkCheckContext);
  const path = internalLinkPath(link);
  if (!path || isAppRoute(path)) return null;
  const status = statuses.get(path);
  const message = status ? linkWarningMessage(path, status) : null;
  if (!message) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-testid={`link-warning:${name}`}>
      <IconAlertTriangle size={14} color="var(--mantine-color-orange-7)" aria-hidden />
      <Text size="xs" c="orange.8" role="status">
        {message}
      </Text>
    </Group>
  );
}
