import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { Editor, Frame } from '@craftjs/core';
import { Box, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { allowedInSiteFooter, isSiteFooterPath, type StoreViewCode } from '@lumo/block-schema';
import { createRenderContext } from '@lumo/blocks';
import { mountIslandsInBrowser } from '@lumo/blocks/deferred-island';
import '@lumo/blocks/styles.css';
import { MediaPicker } from '../media';
import { CanvasFrame } from './canvas/canvas-frame';
import { getCraftResolver } from './canvas/craft-resolver';
import { installSerializeCache } from './canvas/serialize-cache';
import { LayersPanel } from './layers/layers-panel';
import { blocksToCraftNodes } from './page-format';
import { countBlocks, type EditorPage, type PageFields } from './page-document/page-document';
import { widthOf, type PreviewWidth } from './preview/breakpoints';
import { MediaPickerProvider } from './settings-form';
import { SettingsPanel } from './settings/settings-panel';
import { useBlockCommands } from './shortcuts/use-block-commands';
import { useEditorShortcuts } from './shortcuts/use-editor-shortcuts';
import { AnnouncerProvider, LiveAnnouncements, createAnnouncer } from './state/announcer';
import { createChangeSignal, type ChangeSignal } from './state/change-signal';
import { PageEditorContextProvider, type PageEditorContextValue } from './state/editor-context';
import { createIssuesStore, type IssuesStore } from './state/issues-store';
import { useEditorActions } from './state/use-editor-actions';
import { useEditorSession } from './state/use-editor-session';
import { usePageFields, writePageFields } from './state/page-fields';
import { useCreateNodeStore } from './canvas/node-store';
import { EditorToolbar } from './toolbar/editor-toolbar';
import { Toolbox } from './toolbox/toolbox';
import { ConflictAlert, IssuesPanel } from './validation/issues-panel';
import classes from './page-editor.module.css';

// The canvas and the preview render the blocks' islands here, without server markup: each one
// suspends alone while its code loads (ADR 0052).
mountIslandsInBrowser();

export interface PageEditorProps {
  storeCode: StoreViewCode;
  path: string;
  pageUid: string;
  revision: number;
  page: EditorPage;
  /** Loads the newest draft again (after a conflict or a restored version). */
  onReload(): void;
}

/**
 * The editor of one loaded draft: Craft.js editor, canvas, panels and the page's session.
 * `page` and `revision` are read once: after that Craft.js and the session own the content, so
 * a refreshed draft query (each autosave updates the cache) must not re-render the editor. A
 * reload remounts it (the screen changes its key).
 */
export const PageEditor = memo(
  function PageEditor(props: PageEditorProps) {
    const changes = useMemo(() => createChangeSignal(), []);
    const issues = useMemo(() => createIssuesStore(), []);
    const announcer = useMemo(() => createAnnouncer(), []);
    // The initial state only: Craft.js owns the nodes from here on.
    // The page's title and settings are ROOT's props: one history with the blocks (ADR 0018).
    const [initialNodes] = useState(() =>
      JSON.stringify(
        blocksToCraftNodes(props.page.blocks, { title: props.page.title, meta: props.page.meta }),
      ),
    );
    return (
      <Editor
        resolver={getCraftResolver()}
        onNodesChange={changes.emit}
        indicator={{ success: '#4c6ef5', error: '#e03131', thickness: 3 }}
      >
        <AnnouncerProvider value={announcer}>
          <MediaPickerProvider value={MediaPicker}>
            <Workspace {...props} changes={changes} issues={issues} initialNodes={initialNodes} />
          </MediaPickerProvider>
          <LiveAnnouncements announcer={announcer} />
        </AnnouncerProvider>
      </Editor>
    );
  },
  (previous, next) =>
    previous.pageUid === next.pageUid &&
    previous.storeCode === next.storeCode &&
    previous.path === next.path &&
    previous.onReload === next.onReload,
);

/** The canvas, memoised: saving, status and title changes must not re-render 300 blocks. */
const CanvasArea = memo(function CanvasArea({
  width,
  title,
  initialNodes,
  onFrameWindow,
}: {
  width?: number;
  title: string;
  initialNodes: string;
  onFrameWindow(frameWindow: Window | null): void;
}) {
  return (
    <main className={classes.canvas} data-testid="editor:canvas" aria-label="Canvas">
      <CanvasFrame width={width} title={title} onFrameWindow={onFrameWindow}>
        <Frame data={initialNodes} />
      </CanvasFrame>
    </main>
  );
});

interface WorkspaceProps extends PageEditorProps {
  changes: ChangeSignal;
  issues: IssuesStore;
  initialNodes: string;
}

function Workspace({
  storeCode,
  path,
  pageUid,
  revision,
  onReload,
  changes,
  issues,
  initialNodes,
}: WorkspaceProps) {
  const { actions, query } = useEditorActions();
  // Before the canvas mounts: Craft.js serialises the page on every dispatch (ADR 0015).
  useState(() => installSerializeCache(query));
  const fields = usePageFields(useCreateNodeStore());
  const [previewWidth, setPreviewWidth] = useState<PreviewWidth>('full');
  const [frameWindow, setFrameWindow] = useState<Window | null>(null);
  const [issuesHighlighted, setIssuesHighlighted] = useState(false);
  const settingsRef = useRef<HTMLDivElement>(null);
  const layersViewportRef = useRef<HTMLDivElement>(null);

  const showIssues = useCallback(() => {
    setIssuesHighlighted(true);
    setTimeout(() => setIssuesHighlighted(false), 2500);
  }, []);

  const session = useEditorSession({
    storeCode,
    path,
    initialRevision: revision,
    changes,
    issues,
    onShowIssues: showIssues,
  });

  const updateFields = (next: PageFields) => writePageFields(query, actions, next);

  const revealBlock = useCallback(
    (blockId: string) => {
      if (!query.getState().nodes[blockId]) return;
      actions.selectNode(blockId);
      const dom = query.node(blockId).get().dom;
      if (typeof dom?.scrollIntoView === 'function') {
        dom.scrollIntoView({ block: 'center', behavior: 'smooth' });
      }
    },
    [actions, query],
  );

  const focusSettings = useCallback(() => {
    // After the selected block's form is in the panel: it mounts in a deferred render (ADR 0015).
    let framesLeft = 30;
    const focusWhenShown = () => {
      const panel = settingsRef.current;
      const selected = query.getEvent('selected').first();
      if (panel && selected && panel.dataset.blockId !== selected && framesLeft-- > 0) {
        requestAnimationFrame(focusWhenShown);
        return;
      }
      // The first field of the form, not the block actions above it.
      const first = panel?.querySelector<HTMLElement>(
        'form input:not([type="hidden"]), form textarea, form button',
      );
      (first ?? panel)?.focus();
    };
    requestAnimationFrame(focusWhenShown);
  }, [query]);

  // The canvas's clock (the footer's year): read once when the page opens in the editor.
  const renderContext = useMemo(
    () => createRenderContext({ storeView: storeCode, mode: 'editor', now: new Date() }),
    [storeCode],
  );
  const context = useMemo<PageEditorContextValue>(
    () => ({ issues, changes, renderContext, revealBlock, focusSettings }),
    [issues, changes, renderContext, revealBlock, focusSettings],
  );

  const commands = useBlockCommands();
  useEditorShortcuts(commands, frameWindow);

  const importPage = (imported: EditorPage) => {
    actions.clearEvents();
    // One step: undo brings back the previous blocks, title and settings together.
    actions.deserialize(
      blocksToCraftNodes(imported.blocks, { title: imported.title, meta: imported.meta }),
    );
    notifications.show({
      color: 'green',
      message: `Imported ${countBlocks(imported.blocks)} blocks. Undo (Ctrl+Z) brings the previous blocks back.`,
    });
  };

  return (
    <PageEditorContextProvider value={context}>
      <div className={classes.editor} data-testid="editor:root">
        <EditorToolbar
          storeCode={storeCode}
          path={path}
          pageUid={pageUid}
          fields={fields}
          onFieldsChange={updateFields}
          previewWidth={previewWidth}
          onPreviewWidthChange={setPreviewWidth}
          commands={commands}
          status={session.status}
          onRetrySave={() => void session.retrySave()}
          publishing={session.publishing}
          onPublish={() => void session.publish()}
          exportPage={session.currentPage}
          onImport={importPage}
          onRestored={onReload}
        />
        <div className={classes.columns}>
          <aside className={classes.left} aria-label="Blocks and layers">
            <Box className={classes.toolbox}>
              <Toolbox allowsType={isSiteFooterPath(path) ? allowedInSiteFooter : undefined} />
            </Box>
            <Box className={classes.layers}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
                Layers
              </Text>
              <ScrollArea style={{ flex: 1 }} type="auto" viewportRef={layersViewportRef}>
                <LayersPanel viewportRef={layersViewportRef} />
              </ScrollArea>
            </Box>
          </aside>
          <CanvasArea
            width={widthOf(previewWidth)}
            title={`Canvas of ${path}`}
            initialNodes={initialNodes}
            onFrameWindow={setFrameWindow}
          />
          <aside className={classes.right} aria-label="Settings">
            <Stack gap="sm" h="100%">
              {session.status.kind === 'conflict' ? (
                <ConflictAlert message={session.status.message} onReload={onReload} />
              ) : null}
              <IssuesPanel highlighted={issuesHighlighted} />
              <Box style={{ flex: 1, minHeight: 0 }}>
                <SettingsPanel ref={settingsRef} />
              </Box>
            </Stack>
          </aside>
        </div>
      </div>
    </PageEditorContextProvider>
  );
}
