import { useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCopy,
  IconDots,
  IconEdit,
  IconFileOff,
  IconLayoutBottombar,
  IconPlus,
  IconRoute,
  IconTrash,
} from '../../lib/icons';
import {
  DEFAULT_STORE_VIEW,
  SITE_FOOTER_PATH,
  SITE_FOOTER_TITLE,
  getStoreView,
  isSiteFooterPath,
  type StoreViewCode,
} from '@lumo/block-schema';
import { BuilderPagesDocument, type BuilderPageSummaryFieldsFragment } from '@lumo/graphql';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { LoadErrorAlert } from '../../lib/load-error-alert';
import { editPageUrl } from '../../lib/routes';
import { CreatePageModal } from './CreatePageModal';
import { DeletePageModal } from './DeletePageModal';
import { DuplicatePageModal } from './DuplicatePageModal';
import { MovePageModal } from './MovePageModal';
import { parseStoreViewCode } from './page-forms';
import { StoreViewSelect } from './StoreViewSelect';

type PageSummary = BuilderPageSummaryFieldsFragment;

function comparePaths(a: PageSummary, b: PageSummary): number {
  return a.path.localeCompare(b.path);
}

export function PagesScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const storeCode: StoreViewCode =
    parseStoreViewCode(searchParams.get('store')) ?? DEFAULT_STORE_VIEW;
  const [creating, setCreating] = useState(false);
  const storeView = getStoreView(storeCode);

  const selectStore = (code: StoreViewCode) => {
    setSearchParams(code === DEFAULT_STORE_VIEW ? {} : { store: code });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Pages</Title>
          <Text c="dimmed" size="sm">
            Builder pages of the {storeView.name} store view.
          </Text>
        </div>
        <Group align="flex-end">
          <StoreViewSelect
            label="Store view"
            value={storeCode}
            onChange={selectStore}
            w={220}
            data-testid="pages:store-view"
          />
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="pages:create"
          >
            New page
          </Button>
        </Group>
      </Group>

      {/* One list per store view: the router switches store views inside a transition, and a
          query whose variables changed in a render that React then discards would fetch both
          store views in turn. A fresh list per store view never changes its variables. */}
      <StorePages
        key={storeCode}
        storeCode={storeCode}
        creating={creating}
        onCreatingChange={setCreating}
        onSelectStore={selectStore}
      />
    </Stack>
  );
}

interface StorePagesProps {
  storeCode: StoreViewCode;
  creating: boolean;
  onCreatingChange(creating: boolean): void;
  onSelectStore(code: StoreViewCode): void;
}

function StorePages({ storeCode, creating, onCreatingChange, onSelectStore }: StorePagesProps) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(BuilderPagesDocument, {
    variables: { storeCode },
  });
  const [moving, setMoving] = useState<PageSummary | null>(null);
  const [duplicating, setDuplicating] = useState<PageSummary | null>(null);
  const [deleting, setDeleting] = useState<PageSummary | null>(null);
  const storeView = getStoreView(storeCode);

  const storePages = useMemo(
    () => (data?.builderPages ?? []).filter((page) => page.store_code === storeCode),
    [data, storeCode],
  );
  // The site footer has its own entry above the list (ADR 0022); it is no page of the shop.
  const siteFooter = storePages.find((page) => isSiteFooterPath(page.path));
  const pages = useMemo(
    () => storePages.filter((page) => !isSiteFooterPath(page.path)).sort(comparePaths),
    [storePages],
  );
  const existingPaths = useMemo(() => storePages.map((page) => page.path), [storePages]);
  const openPage = (page: { storeCode: StoreViewCode; path: string }) =>
    navigate(editPageUrl(page.storeCode, page.path));

  return (
    <>
      {error && (
        <LoadErrorAlert
          title="The pages could not be loaded"
          error={error}
          onRetry={() => refetch()}
        />
      )}

      {data ? (
        <SiteFooterEntry footer={siteFooter} storeCode={storeCode} storeName={storeView.name} />
      ) : null}

      {loading && !data ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading pages">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Stack>
      ) : !error && pages.length === 0 ? (
        <Stack align="center" py="xl" gap="xs" data-testid="pages:empty">
          <IconFileOff size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Text fw={500}>No builder pages in {storeView.name} yet</Text>
          <Text size="sm" c="dimmed">
            Create a page to start composing it from blocks.
          </Text>
          <Button variant="light" mt="sm" onClick={() => onCreatingChange(true)}>
            Create the first page
          </Button>
        </Stack>
      ) : pages.length > 0 ? (
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="pages:list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Path</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Published</Table.Th>
                <Table.Th style={{ minWidth: 190 }}>Status</Table.Th>
                <Table.Th>Last edited</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pages.map((page) => (
                <PageRow
                  key={page.uid}
                  page={page}
                  storeCode={storeCode}
                  onMove={() => setMoving(page)}
                  onDuplicate={() => setDuplicating(page)}
                  onDelete={() => setDeleting(page)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}

      <CreatePageModal
        opened={creating}
        storeCode={storeCode}
        existingPaths={existingPaths}
        onClose={() => onCreatingChange(false)}
        onCreated={(page) => {
          onCreatingChange(false);
          openPage(page);
        }}
      />
      <MovePageModal page={moving} existingPaths={existingPaths} onClose={() => setMoving(null)} />
      <DuplicatePageModal
        page={duplicating}
        existingPaths={existingPaths}
        onClose={() => setDuplicating(null)}
        onDuplicated={(copy) => {
          setDuplicating(null);
          notifications.show({
            color: 'green',
            message: `Copied to ${copy.path} in ${getStoreView(copy.storeCode).name}.`,
          });
          if (copy.storeCode !== storeCode) onSelectStore(copy.storeCode);
        }}
      />
      <DeletePageModal page={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/**
 * The store view's site footer (ADR 0022): one per store view, shown below every page of the
 * shop, edited on the same canvas as any page. It cannot be moved, copied or deleted.
 */
function SiteFooterEntry({
  footer,
  storeCode,
  storeName,
}: {
  footer: PageSummary | undefined;
  storeCode: StoreViewCode;
  storeName: string;
}) {
  const editUrl = editPageUrl(storeCode, SITE_FOOTER_PATH);
  return (
    <Paper withBorder p="md" data-testid="pages:site-footer">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <IconLayoutBottombar size={28} stroke={1.5} aria-hidden />
          <div>
            <Text fw={600}>{SITE_FOOTER_TITLE}</Text>
            <Text size="sm" c="dimmed">
              {footer
                ? `Shown below every page of ${storeName}.`
                : `${storeName} has no site footer yet: its pages show a minimal footer.`}
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {footer ? <PageStatus page={footer} /> : null}
          <Button
            component={Link}
            to={editUrl}
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} />}
            aria-label={`Edit the site footer of ${storeName}`}
            data-testid="pages:site-footer:open"
          >
            {footer ? 'Edit' : 'Create'}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function PageStatus({ page }: { page: PageSummary }) {
  return (
    <Group gap={4}>
      {page.has_unpublished_changes && (
        <Badge color="yellow" variant="light" tt="none" style={{ flexShrink: 0 }}>
          Unpublished changes
        </Badge>
      )}
      {page.scheduled_publish_at && (
        <Tooltip label="The current draft will be published automatically">
          <Badge color="blue" variant="light" tt="none" style={{ flexShrink: 0 }}>
            Scheduled {formatDateTime(page.scheduled_publish_at)}
          </Badge>
        </Tooltip>
      )}
      {!page.has_unpublished_changes && !page.scheduled_publish_at && page.published_version && (
        <Badge color="green" variant="light" tt="none" style={{ flexShrink: 0 }}>
          Live
        </Badge>
      )}
    </Group>
  );
}

interface PageRowProps {
  page: PageSummary;
  storeCode: StoreViewCode;
  onMove(): void;
  onDuplicate(): void;
  onDelete(): void;
}

function PageRow({ page, storeCode, onMove, onDuplicate, onDelete }: PageRowProps) {
  const editUrl = editPageUrl(storeCode, page.path);
  return (
    <Table.Tr data-testid={`pages:row:${page.path}`}>
      <Table.Td>
        <Anchor component={Link} to={editUrl} ff="monospace" size="sm">
          {page.path}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{page.title}</Text>
      </Table.Td>
      <Table.Td>
        {page.published_version ? (
          <Stack gap={0}>
            <Text size="sm">Version {page.published_version}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(page.published_at)}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Not published
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <PageStatus page={page} />
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm">{page.updated_by ?? '—'}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(page.updated_at)}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            component={Link}
            to={editUrl}
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} />}
          >
            Open
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`More actions for ${page.path}`}
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconRoute size={16} />} onClick={onMove}>
                Change path
              </Menu.Item>
              <Menu.Item leftSection={<IconCopy size={16} />} onClick={onDuplicate}>
                Duplicate
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
