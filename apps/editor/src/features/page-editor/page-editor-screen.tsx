import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { SITE_FOOTER_TITLE, isSiteFooterPath, type StoreViewCode } from '@lumo/block-schema';
import { BuilderPageDraftDocument, CreateBuilderPageDocument } from '@lumo/graphql';
import { apiErrorMessage } from '../../lib/errors';
import { readDraftContent } from './page-document/page-document';
import { PageEditor } from './page-editor';
import { forgetDraftPreload, hasDraftPreload } from './preload';

export interface PageEditorScreenProps {
  storeCode: StoreViewCode;
  /** Path inside the store view, "/" for the home page. */
  path: string;
}

/**
 * /edit/:storeCode/* — loads the page's draft (offering to create the page when there is none)
 * and opens the editor on it.
 */
export function PageEditorScreen({ storeCode, path }: PageEditorScreenProps) {
  const [loadCount, setLoadCount] = useState(0);
  // Asked for when the app started (preload.ts): join that request or read its answer.
  const [preloaded] = useState(() => hasDraftPreload(storeCode, path));
  useEffect(forgetDraftPreload, []);
  const { data, loading, error, refetch } = useQuery(BuilderPageDraftDocument, {
    variables: { store_code: storeCode, path },
    // The draft may have changed elsewhere: never open a cached copy (except the one fetched
    // for this very opening of the page).
    fetchPolicy: preloaded ? 'cache-first' : 'network-only',
    notifyOnNetworkStatusChange: false,
  });

  const reload = useCallback(() => {
    void refetch().then(() => setLoadCount((count) => count + 1));
  }, [refetch]);
  const draft = data?.builderPageDraft;
  // Parsed once per loaded draft: autosaves refresh the cached draft, which the open editor
  // must ignore (it reads the content only when it mounts).
  const draftKey = draft ? `${draft.page_uid}:${loadCount}` : '';
  const [parsed, setParsed] = useState<{
    key: string;
    content: ReturnType<typeof readDraftContent>;
  }>();
  if (draft && parsed?.key !== draftKey) {
    setParsed({ key: draftKey, content: readDraftContent(draft.content, draft.title) });
  }
  const content = draft && parsed?.key === draftKey ? parsed.content : undefined;

  if (loading && !data) {
    return (
      <Center mih="60vh" aria-busy="true" aria-label="Loading the page">
        <Loader />
      </Center>
    );
  }
  if (error) {
    return (
      <Center p="xl">
        <Alert color="red" title="The page could not be loaded" maw={520}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{apiErrorMessage(error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
  if (!draft || !content) {
    return <CreatePagePrompt storeCode={storeCode} path={path} onCreated={reload} />;
  }
  if (!content.ok) {
    return (
      <Center p="xl">
        <Alert color="red" title="This draft cannot be opened" maw={620}>
          {content.message}
        </Alert>
      </Center>
    );
  }
  return (
    <PageEditor
      key={`${draft.page_uid}:${loadCount}`}
      storeCode={storeCode}
      path={draft.path}
      pageUid={draft.page_uid}
      revision={draft.revision}
      page={content.page}
      onReload={reload}
    />
  );
}

function defaultTitle(path: string): string {
  if (path === '/') return 'Home';
  if (isSiteFooterPath(path)) return SITE_FOOTER_TITLE;
  const last = path.split('/').filter(Boolean).pop() ?? '';
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'New page';
}

function CreatePagePrompt({
  storeCode,
  path,
  onCreated,
}: PageEditorScreenProps & { onCreated(): void }) {
  const [title, setTitle] = useState(() => defaultTitle(path));
  const [createPage, { loading, error }] = useMutation(CreateBuilderPageDocument);
  const titleError = title.trim() ? undefined : 'A page needs a title';
  const create = async () => {
    if (titleError) return;
    try {
      await createPage({
        variables: { input: { store_code: storeCode, path, title: title.trim() } },
      });
      onCreated();
    } catch {
      // Shown below from the mutation's error state.
    }
  };
  return (
    <Center p="xl">
      <Paper withBorder p="lg" radius="md" maw={480} w="100%" data-testid="editor:create-page">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <Stack gap="sm">
            <Title order={3}>There is no page at {path} yet</Title>
            <Text size="sm" c="dimmed">
              Store view {storeCode.toUpperCase()}. Create it to start adding blocks; nothing is
              live until you publish.
            </Text>
            <TextInput
              label="Title"
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              error={titleError}
              required
              data-testid="editor:create-title"
            />
            {error ? (
              <Alert color="red" title="The page could not be created">
                {apiErrorMessage(error)}
              </Alert>
            ) : null}
            <Button type="submit" loading={loading} leftSection={<IconFilePlus size={16} />}>
              Create page
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
