import { ApolloProvider } from '@apollo/client/react';
import { Alert, Button, Center, Loader, MantineProvider, Stack, Text } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
import { createApolloClient } from './lib/apollo';
import { AuthProvider, useAuth } from './lib/auth';
import { AppLayout } from './lib/layout';
import { ROUTES } from './lib/routes';
import { editorTheme } from './lib/theme';
import { LoginScreen } from './features/auth';
import { editedPageOf, loadPageEditor, preloadPageEditor } from './features/page-editor/preload';
import {
  loadAccountsRoute,
  loadMediaScreen,
  loadPagesScreen,
  preloadScreenCode,
} from './lib/screens';

// The page editor (Craft.js and every block) is the heaviest part: load it when first opened.
// An /edit/... URL starts loading it (and the page's draft) with the app: preloadPageEditor.
const PageEditorScreen = lazy(() =>
  loadPageEditor().then((module) => ({ default: module.PageEditorScreen })),
);
// The other screens too: an /edit/... load does not parse and run their code (ADR 0056).
const PagesScreen = lazy(() =>
  loadPagesScreen().then((module) => ({ default: module.PagesScreen })),
);
const MediaScreen = lazy(() =>
  loadMediaScreen().then((module) => ({ default: module.MediaScreen })),
);
const AccountsRoute = lazy(() =>
  loadAccountsRoute().then((module) => ({ default: module.AccountsRoute })),
);

function FullPageLoader({ label }: { label: string }) {
  return (
    <Center mih="60vh" aria-busy="true" aria-label={label}>
      <Loader />
    </Center>
  );
}

/** Logged-in screens only; everyone else goes to the login page (and comes back after). */
function RequireEditor({ children }: { children: ReactNode }) {
  const { editor, loading, error, refresh } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageLoader label="Checking your session" />;
  if (error) {
    return (
      <Center mih="100vh" p="md">
        <Alert color="red" title="The page builder cannot reach the server" maw={460}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => refresh()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
  if (!editor) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={ROUTES.login} replace state={{ from }} />;
  }
  return <>{children}</>;
}

function LoginRoute() {
  const { editor, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const target =
    from && from.startsWith('/') && !from.startsWith(ROUTES.login) ? from : ROUTES.pages;
  if (loading) return <FullPageLoader label="Checking your session" />;
  if (editor) return <Navigate to={target} replace />;
  return <LoginScreen onLoggedIn={() => navigate(target, { replace: true })} />;
}

/** /edit/:storeCode/* — "/edit/uk/" is the home page "/", "/edit/uk/about/us" is "/about/us". */
function PageEditorRoute() {
  const params = useParams();
  const { storeCode, path } = editedPageOf(params);
  if (storeCode === null) {
    return (
      <Center p="xl">
        <Alert color="red" title="Unknown store view">
          “{params.storeCode}” is not one of the store views.
        </Alert>
      </Center>
    );
  }
  return (
    <Suspense fallback={<FullPageLoader label="Loading the page editor" />}>
      <PageEditorScreen key={`${storeCode}:${path}`} storeCode={storeCode} path={path} />
    </Suspense>
  );
}

function ScreenLoader({ screen }: { screen: ReactNode }) {
  return <Suspense fallback={<FullPageLoader label="Loading the screen" />}>{screen}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.login} element={<LoginRoute />} />
      <Route
        element={
          <RequireEditor>
            <AppLayout />
          </RequireEditor>
        }
      >
        <Route path={ROUTES.pages} element={<ScreenLoader screen={<PagesScreen />} />} />
        <Route path={ROUTES.media} element={<ScreenLoader screen={<MediaScreen />} />} />
        <Route path={ROUTES.editors} element={<ScreenLoader screen={<AccountsRoute />} />} />
        <Route path={ROUTES.editPage} element={<PageEditorRoute />} />
        <Route path="*" element={<Navigate to={ROUTES.pages} replace />} />
      </Route>
    </Routes>
  );
}

export function App() {
  const [client] = useState(() => {
    const created = createApolloClient();
    preloadPageEditor(created, window.location.pathname);
    preloadScreenCode(window.location.pathname);
    return created;
  });
  return (
    <MantineProvider theme={editorTheme} defaultColorScheme="light">
      {/*
        Bottom centre: the page editor keeps its publish, history and schedule actions top-right
        and the settings form on the right; while it is open, page-editor.module.css moves the
        notices over the canvas column (.lumo-notices), where they hide no control.
      */}
      <Notifications position="bottom-center" className="lumo-notices" />
      <ApolloProvider client={client}>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
