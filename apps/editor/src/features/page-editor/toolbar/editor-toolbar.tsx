import { useRef, useState, type ChangeEvent } from 'react';
import { useEditor } from '@craftjs/core';
import {
  Badge,
  Button,
  Group,
  List,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconCheck,
  IconCloudUpload,
  IconDownload,
  IconLoader2,
  IconAlertTriangle,
  IconUpload,
} from '@tabler/icons-react';
import {
  SITE_FOOTER_TITLE,
  formatPageIssues,
  isSiteFooterPath,
  type PageIssue,
  type StoreViewCode,
} from '@lumo/block-schema';
import { PageToolbarExtras } from '../../history';
import { PREVIEW_WIDTHS, type PreviewWidth } from '../preview/breakpoints';
import {
  exportFileName,
  readPageFile,
  type EditorPage,
  type PageFields,
} from '../page-document/page-document';
import { PageSettingsButton } from './page-settings-button';
import { ToolbarIconButton } from './toolbar-icon-button';
import { usePageEditorContext } from '../state/editor-context';
import { useAllIssues } from '../state/issues-store';
import type { SaveStatus } from '../state/use-editor-session';
import type { BlockCommands } from '../shortcuts/use-block-commands';

interface EditorToolbarProps {
  storeCode: StoreViewCode;
  path: string;
  pageUid: string;
  fields: PageFields;
  onFieldsChange(fields: PageFields): void;
  previewWidth: PreviewWidth;
  onPreviewWidthChange(width: PreviewWidth): void;
  commands: BlockCommands;
  status: SaveStatus;
  onRetrySave(): void;
  publishing: boolean;
  onPublish(): void;
  /** The page as a JSON document, for export. */
  exportPage(): unknown;
  onImport(page: EditorPage): void;
  onRestored(): void;
}

export function EditorToolbar(props: EditorToolbarProps) {
  const { canUndo, canRedo } = useEditor((_state, query) => ({
    canUndo: query.history.canUndo(),
    canRedo: query.history.canRedo(),
  }));
  const { title } = props.fields;
  const titleError = title.trim() ? undefined : 'A page needs a title';

  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      px="sm"
      py={6}
      data-testid="editor:toolbar"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <TextInput
          size="xs"
          aria-label="Page title"
          placeholder="Page title"
          value={title}
          error={titleError}
          onChange={(event) =>
            props.onFieldsChange({ ...props.fields, title: event.currentTarget.value })
          }
          data-testid="editor:title"
          w={240}
        />
        <PageSettingsButton fields={props.fields} onChange={props.onFieldsChange} />
        <Text size="xs" c="dimmed" truncate>
          {props.storeCode.toUpperCase()} ·{' '}
          {isSiteFooterPath(props.path) ? `${SITE_FOOTER_TITLE} (below every page)` : props.path}
        </Text>
      </Group>

      <Group gap={4} wrap="nowrap">
        <SegmentedControl
          size="xs"
          aria-label="Preview width"
          value={props.previewWidth}
          onChange={(value) => props.onPreviewWidthChange(value as PreviewWidth)}
          data={PREVIEW_WIDTHS.map((option) => ({ value: option.value, label: option.label }))}
          data-testid="editor:breakpoints"
        />
        <ToolbarIconButton
          tooltip="Undo (Ctrl+Z)"
          label="Undo"
          icon={IconArrowBackUp}
          disabled={!canUndo}
          onClick={props.commands.undo}
          testId="editor:undo"
        />
        <ToolbarIconButton
          tooltip="Redo (Ctrl+Shift+Z, Ctrl+Y)"
          label="Redo"
          icon={IconArrowForwardUp}
          disabled={!canRedo}
          onClick={props.commands.redo}
          testId="editor:redo"
        />
        <ExportButton {...props} />
        <ImportButton {...props} />
      </Group>

      <Group gap="xs" wrap="nowrap">
        <SaveState status={props.status} onRetry={props.onRetrySave} />
        <PageToolbarExtras
          pageUid={props.pageUid}
          storeCode={props.storeCode}
          path={props.path}
          onRestored={props.onRestored}
        />
        <PublishButton publishing={props.publishing} onPublish={props.onPublish} />
      </Group>
    </Group>
  );
}

/** Publish; while the page has issues it says how many (publishing then lists them). */
function PublishButton({ publishing, onPublish }: { publishing: boolean; onPublish(): void }) {
  const { issues: store } = usePageEditorContext();
  const issueCount = useAllIssues(store).length;
  return (
    <Tooltip
      label={
        issueCount
          ? `${issueCount} ${issueCount === 1 ? 'issue' : 'issues'} to fix before publishing`
          : 'Publish this page to the live site'
      }
    >
      <Button
        size="xs"
        color={issueCount ? 'gray' : undefined}
        leftSection={<IconCloudUpload size={14} />}
        rightSection={
          issueCount ? (
            <Badge size="xs" color="red" variant="filled" circle>
              {issueCount}
            </Badge>
          ) : undefined
        }
        loading={publishing}
        onClick={onPublish}
        aria-describedby={issueCount ? 'issues-heading' : undefined}
        data-testid="editor:publish"
        data-issues={issueCount}
      >
        Publish
      </Button>
    </Tooltip>
  );
}

function SaveState({ status, onRetry }: { status: SaveStatus; onRetry(): void }) {
  const common = { size: 'xs' as const, 'data-testid': 'editor:save-state', role: 'status' };
  switch (status.kind) {
    case 'saved':
      return (
        <Text {...common} c="teal.7">
          <IconCheck size={12} style={{ verticalAlign: -1 }} /> Saved
        </Text>
      );
    case 'saving':
      return (
        <Text {...common} c="dimmed">
          <IconLoader2 size={12} style={{ verticalAlign: -1 }} /> Saving…
        </Text>
      );
    case 'unsaved':
      return (
        <Text {...common} c="orange.8">
          Unsaved changes
        </Text>
      );
    case 'conflict':
      return (
        <Text {...common} c="red.8">
          <IconAlertTriangle size={12} style={{ verticalAlign: -1 }} /> Not saved: conflict
        </Text>
      );
    case 'error':
      return (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={status.message}>
            <Text {...common} c="red.8" aria-label={`Not saved: ${status.message}`}>
              Not saved
            </Text>
          </Tooltip>
          <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
            Retry
          </Button>
        </Group>
      );
  }
}

function ExportButton({ storeCode, path, exportPage }: EditorToolbarProps) {
  const download = () => {
    const blob = new Blob([`${JSON.stringify(exportPage(), null, 2)}\n`], {
      type: 'application/json',
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(storeCode, path);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <ToolbarIconButton
      tooltip="Export the page as JSON"
      label="Export JSON"
      icon={IconDownload}
      onClick={download}
      testId="editor:export"
    />
  );
}

interface ImportProblem {
  fileName: string;
  issues: PageIssue[];
  /** Set when the file is a page whose blocks are only incomplete: it may be imported anyway. */
  page?: EditorPage;
}

function ImportButton({ storeCode, path, onImport }: EditorToolbarProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImportProblem | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const result = readPageFile(await file.text(), storeCode, path);
    if (result.kind === 'valid') onImport(result.page);
    else if (result.kind === 'incomplete') {
      setProblem({ fileName: file.name, issues: result.issues, page: result.page });
    } else setProblem({ fileName: file.name, issues: result.issues });
  };

  return (
    <>
      <ToolbarIconButton
        tooltip="Import a page JSON file (replaces the blocks)"
        label="Import JSON"
        icon={IconUpload}
        onClick={() => input.current?.click()}
        testId="editor:import"
      />
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        onChange={(event) => void onFile(event)}
        data-testid="editor:import-file"
      />
      <Modal
        opened={problem !== null}
        onClose={() => setProblem(null)}
        title={problem?.page ? 'This page is not ready to publish' : 'This file cannot be imported'}
        size="lg"
      >
        {problem ? (
          <Stack gap="sm" data-testid="editor:import-issues">
            <Text size="sm">
              {problem.page
                ? `${problem.fileName} is a valid page file, but these blocks need fixing before the page can be published:`
                : `${problem.fileName} is not a page exported from this editor:`}
            </Text>
            <List size="xs" spacing={2} styles={{ item: { wordBreak: 'break-word' } }}>
              {problem.issues.slice(0, 50).map((issue, index) => (
                <List.Item key={index}>{formatPageIssues([issue])}</List.Item>
              ))}
            </List>
            {problem.issues.length > 50 ? (
              <Text size="xs" c="dimmed">
                …and {problem.issues.length - 50} more.
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" size="xs" onClick={() => setProblem(null)}>
                Cancel
              </Button>
              {problem.page ? (
                <Button
                  size="xs"
                  onClick={() => {
                    onImport(problem.page!);
                    setProblem(null);
                  }}
                >
                  Import anyway
                </Button>
              ) : null}
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
