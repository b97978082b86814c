import { useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Overlay,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconPencil,
  IconPhotoOff,
  IconSearch,
  IconTrash,
  IconUpload,
  IconVideo,
} from '../../lib/icons';
import { MediaAssetsDocument, type MediaKind } from '@lumo/graphql';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { formatBytes } from '../../lib/format';
import { LoadErrorAlert } from '../../lib/load-error-alert';
import { DeleteAssetModal } from './DeleteAssetModal';
import { EditAltModal } from './EditAltModal';
import type { MediaAsset } from './media-types';
import {
  acceptAttribute,
  MediaUploadError,
  precheckUpload,
  uploadMediaFile,
  type MediaLibraryKind,
  type UploadedAsset,
} from './upload';

export const MEDIA_PAGE_SIZE = 48;

type KindFilter = 'all' | 'IMAGE' | 'VIDEO';

export interface MediaLibraryProps {
  /** Restricts the library to one kind (the picker); otherwise the editor filters. */
  kind?: MediaLibraryKind;
  /** When given, each file offers "Use" and a fresh single upload is chosen at once. */
  onSelect?(asset: MediaAsset | UploadedAsset): void;
}

export function MediaLibrary({ kind, onSelect }: MediaLibraryProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [kindFilter, setKindFilter] = useState<KindFilter>('all');
  const [currentPage, setCurrentPage] = useState(1);
  const [uploading, setUploading] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [editing, setEditing] = useState<MediaAsset | null>(null);
  const [deleting, setDeleting] = useState<MediaAsset | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const queryKind: MediaKind | null = kind
    ? kind === 'image'
      ? 'IMAGE'
      : 'VIDEO'
    : kindFilter === 'all'
      ? null
      : kindFilter;
  const { data, loading, error, refetch } = useQuery(MediaAssetsDocument, {
    variables: {
      search: debouncedSearch || null,
      kind: queryKind,
      pageSize: MEDIA_PAGE_SIZE,
      currentPage,
    },
  });
  const assets = data?.mediaAssets.items ?? [];
  const totalPages = data?.mediaAssets.page_info.total_pages ?? 1;

  const uploadFiles = async (files: readonly File[]) => {
    if (files.length === 0) return;
    const refused: string[] = [];
    const uploaded: UploadedAsset[] = [];
    for (const file of files) {
      const precheck = precheckUpload(file, kind);
      if (precheck) {
        refused.push(precheck);
        continue;
      }
      setUploading(file.name);
      try {
        uploaded.push(await uploadMediaFile(file));
      } catch (caught) {
        refused.push(
          caught instanceof MediaUploadError ? caught.message : `"${file.name}" was not uploaded.`,
        );
      }
    }
    setUploading(null);
    setRefusals(refused);
    if (uploaded.length > 0) {
      setCurrentPage(1);
      await refetch().catch(() => undefined);
      notifications.show({
        color: 'green',
        message:
          uploaded.length === 1
            ? `Uploaded ${uploaded[0]!.file_name}.`
            : `Uploaded ${uploaded.length} files.`,
      });
      if (onSelect && uploaded.length === 1 && refused.length === 0) onSelect(uploaded[0]!);
    }
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Reset so that choosing the same file again fires another change.
    event.currentTarget.value = '';
    void uploadFiles(files);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void uploadFiles(Array.from(event.dataTransfer.files));
  };

  const isEmpty = !loading && !error && assets.length === 0;
  const noun = kind === 'image' ? 'images' : kind === 'video' ? 'videos' : 'files';

  return (
    <Box
      pos="relative"
      data-testid="media:library"
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      {dragging && (
        <Overlay
          color="var(--mantine-color-blue-light)"
          backgroundOpacity={0.9}
          radius="md"
          zIndex={5}
        >
          <Center h="100%">
            <Stack align="center" gap={4}>
              <IconUpload size={36} />
              <Text fw={500}>Drop to upload</Text>
            </Stack>
          </Center>
        </Overlay>
      )}
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end">
            <TextInput
              label="Search"
              placeholder="File name or alt text"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setCurrentPage(1);
              }}
              w={260}
            />
            {!kind && (
              <SegmentedControl
                aria-label="Kind of file"
                value={kindFilter}
                onChange={(value) => {
                  setKindFilter(value as KindFilter);
                  setCurrentPage(1);
                }}
                data={[
                  { value: 'all', label: 'All' },
                  { value: 'IMAGE', label: 'Images' },
                  { value: 'VIDEO', label: 'Videos' },
                ]}
              />
            )}
          </Group>
          <Group gap="xs">
            <Text size="xs" c="dimmed" visibleFrom="sm">
              or drop {noun} here
            </Text>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              accept={acceptAttribute(kind)}
              onChange={onInputChange}
              data-testid="media:upload-input"
            />
            <Button
              leftSection={uploading ? <Loader size={14} /> : <IconUpload size={16} />}
              onClick={() => fileInput.current?.click()}
              disabled={uploading !== null}
            >
              {uploading ? `Uploading ${uploading}…` : 'Upload'}
            </Button>
          </Group>
        </Group>

        {refusals.length > 0 && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title={
              refusals.length === 1 ? 'A file was refused' : `${refusals.length} files were refused`
            }
            role="alert"
            data-testid="media:upload-error"
            withCloseButton
            onClose={() => setRefusals([])}
          >
            <Stack gap={4}>
              {refusals.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}

        {error && (
          <LoadErrorAlert
            title="The media library could not be loaded"
            error={error}
            onRetry={() => refetch()}
          />
        )}

        {loading && !data ? (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} aria-busy="true">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} h={190} radius="md" />
            ))}
          </SimpleGrid>
        ) : isEmpty ? (
          <Stack align="center" py="xl" gap="xs" data-testid="media:empty">
            <IconPhotoOff size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />
            <Text fw={500}>
              {debouncedSearch ? `No ${noun} match “${debouncedSearch}”` : `No ${noun} yet`}
            </Text>
            <Text size="sm" c="dimmed">
              Upload {noun} with the button or by dropping them here.
            </Text>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }}>
            {assets.map((asset) => (
              <MediaTile
                key={asset.uid}
                asset={asset}
                onSelect={onSelect ? () => onSelect(asset) : undefined}
                onEditAlt={() => setEditing(asset)}
                onDelete={() => setDeleting(asset)}
              />
            ))}
          </SimpleGrid>
        )}

        {totalPages > 1 && (
          <Center>
            <Pagination total={totalPages} value={currentPage} onChange={setCurrentPage} />
          </Center>
        )}
      </Stack>
      <EditAltModal asset={editing} onClose={() => setEditing(null)} />
      <DeleteAssetModal
        asset={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          notifications.show({
            color: 'green',
            message: `Deleted ${deleting?.file_name ?? 'the file'}.`,
          });
          setDeleting(null);
          void refetch().catch(() => undefined);
        }}
      />
    </Box>
  );
}

interface MediaTileProps {
  asset: MediaAsset;
  onSelect?(): void;
  onEditAlt(): void;
  onDelete(): void;
}

function MediaTile({ asset, onSelect, onEditAlt, onDelete }: MediaTileProps) {
  const dimensions = asset.width && asset.height ? `${asset.width} × ${asset.height}` : null;
  return (
    <Card withBorder padding="xs" radius="md" data-testid={`media:item:${asset.file_name}`}>
      <Card.Section>
        {asset.kind === 'IMAGE' ? (
          <Image src={asset.url} alt={asset.alt} h={120} fit="contain" bg="gray.1" loading="lazy" />
        ) : (
          <Center h={120} bg="dark.6" c="white" pos="relative">
            <video
              src={asset.url}
              preload="metadata"
              muted
              style={{ maxHeight: 120, maxWidth: '100%' }}
              aria-label={asset.file_name}
            />
            <Badge pos="absolute" top={6} left={6} size="xs" leftSection={<IconVideo size={10} />}>
              Video
            </Badge>
          </Center>
        )}
      </Card.Section>
      <Stack gap={2} mt="xs">
        <Tooltip label={asset.file_name} openDelay={500}>
          <Text size="sm" fw={500} truncate="end">
            {asset.file_name}
          </Text>
        </Tooltip>
        <Text size="xs" c="dimmed">
          {[dimensions, formatBytes(asset.size_bytes)].filter(Boolean).join(' · ')}
        </Text>
        {asset.kind === 'IMAGE' && !asset.alt && (
          <Text size="xs" c="orange.8">
            No alt text
          </Text>
        )}
      </Stack>
      <Group mt="xs" gap={4} justify="space-between" wrap="nowrap">
        {onSelect ? (
          <Button size="compact-xs" onClick={onSelect} aria-label={`Use ${asset.file_name}`}>
            Use
          </Button>
        ) : (
          <span />
        )}
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={onEditAlt}
            aria-label={`Edit alt text of ${asset.file_name}`}
          >
            <IconPencil size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${asset.file_name}`}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}
