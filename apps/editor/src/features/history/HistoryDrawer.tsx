import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Text,
  Timeline,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHistory } from '../../lib/icons';
import {
  BuilderPageVersionsDocument,
  RestoreBuilderPageVersionDocument,
  type BuilderPageVersionsQuery,
} from '@lumo/graphql';
import { useState } from 'react';
import { ConfirmModal } from '../../lib/confirm-modal';
import { apiErrorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';

type Version = BuilderPageVersionsQuery['builderPageVersions'][number];

export interface HistoryDrawerProps {
  pageUid: string;
  opened: boolean;
  onClose(): void;
  onRestored(): void;
}

export function HistoryDrawer({ pageUid, opened, onClose, onRestored }: HistoryDrawerProps) {
  const { data, loading, error, refetch } = useQuery(BuilderPageVersionsDocument, {
    variables: { pageUid },
    skip: !opened,
    fetchPolicy: 'network-only',
  });
  const [restoreVersion] = useMutation(RestoreBuilderPageVersionDocument);
  const [confirming, setConfirming] = useState<Version | null>(null);
  const versions = data?.builderPageVersions ?? [];
  const liveVersion = versions.reduce((max, version) => Math.max(max, version.version), 0);

  const restore = async (version: Version) => {
    const result = await restoreVersion({
      variables: { input: { page_uid: pageUid, version: version.version } },
    });
    const restoredAs = result.data?.restoreBuilderPageVersion.version.version;
    notifications.show({
      color: 'green',
      title: 'Version restored',
      message: restoredAs
        ? `Version ${version.version} is live again as version ${restoredAs}.`
        : `Version ${version.version} is live again.`,
    });
    setConfirming(null);
    await refetch().catch(() => undefined);
    onRestored();
    return true;
  };

  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        title="Published versions"
        size="md"
        data-testid="history:drawer"
      >
        {error && (
          <Alert color="red" role="alert" mb="md">
            {apiErrorMessage(error, 'The versions could not be loaded.')}
          </Alert>
        )}
        {loading && !data ? (
          <Stack>
            <Skeleton h={48} />
            <Skeleton h={48} />
          </Stack>
        ) : versions.length === 0 && !error ? (
          <Text c="dimmed" size="sm">
            This page has not been published yet.
          </Text>
        ) : (
          <Timeline active={0} bulletSize={20} lineWidth={2}>
            {versions.map((version) => (
              <Timeline.Item
                key={version.version}
                bullet={<IconHistory size={12} />}
                title={
                  <Group gap="xs">
                    <Text fw={500} size="sm">
                      Version {version.version}
                    </Text>
                    {version.version === liveVersion && (
                      <Badge size="xs" color="green">
                        Live
                      </Badge>
                    )}
                  </Group>
                }
                data-testid={`history:version:${version.version}`}
              >
                <Text size="sm">{version.title}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(version.published_at)} by {version.published_by}
                </Text>
                {version.version !== liveVersion && (
                  <Button
                    mt={6}
                    size="compact-xs"
                    variant="light"
                    onClick={() => setConfirming(version)}
                  >
                    Restore
                  </Button>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Drawer>
      <ConfirmModal
        item={confirming}
        itemKey={(version) => String(version.version)}
        title={`Restore version ${confirming?.version ?? ''}?`}
        confirmLabel="Restore and publish"
        confirmTestId="history:restore-confirm"
        failureMessage="The version could not be restored."
        onClose={() => setConfirming(null)}
        onConfirm={restore}
      >
        {(version) => (
          <>
            Version {version.version} is published again as a new version and becomes your working
            draft. Unsaved changes in the editor are lost.
          </>
        )}
      </ConfirmModal>
    </>
  );
}
