import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  EditorMeDocument,
  GenerateEditorTokenDocument,
  RevokeEditorTokenDocument,
  type EditorRole,
} from '@lumo/graphql';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { AUTHORIZATION_ERROR_EVENT, sessionEvents } from './apollo';

export interface CurrentEditor {
  uid: string;
  email: string;
  name: string;
  role: EditorRole;
}

export interface AuthState {
  /** The logged-in editor, or null when logged out (or still loading). */
  editor: CurrentEditor | null;
  /** True until the first `editorMe` answer arrives. */
  loading: boolean;
  /** A network failure of `editorMe` (the api is unreachable); logged-out is not an error. */
  error: Error | null;
  /** Logs in; resolves with the editor or rejects with the api's error (wrong password, rate limit). */
  login(email: string, password: string): Promise<CurrentEditor>;
  /** Ends the token on the api, clears the cookie and all cached data. */
  logout(): Promise<void>;
  /** Asks the api again who is logged in (e.g. after the api came back). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

const SESSION_CHECK_INTERVAL_MS = 5_000;

function toCurrentEditor(editor: {
  uid: string;
  email: string;
  name: string;
  role: EditorRole;
}): CurrentEditor {
  return { uid: editor.uid, email: editor.email, name: editor.name, role: editor.role };
}

/**
 * Who is logged in comes from `editorMe` (the httpOnly cookie is invisible to scripts). The
 * answer lives in the Apollo cache, so login/logout only write the cache and every reader follows.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const me = useQuery(EditorMeDocument, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  const [generateToken] = useMutation(GenerateEditorTokenDocument);
  const [revokeToken] = useMutation(RevokeEditorTokenDocument);
  // What this tab learnt by logging in or out; it outranks the initial `editorMe` answer
  // (clearing the cache on logout also detaches the query from it).
  const [known, setKnown] = useState<{ editor: CurrentEditor | null } | null>(null);

  const login = useCallback(
    async (email: string, password: string) => {
      const result = await generateToken({ variables: { email, password } });
      const editor = result.data?.generateEditorToken.editor;
      if (!editor) throw new Error('Login failed. Please try again.');
      client.writeQuery({ query: EditorMeDocument, data: { editorMe: editor } });
      const current = toCurrentEditor(editor);
      setKnown({ editor: current });
      return current;
    },
    [client, generateToken],
  );

  const logout = useCallback(async () => {
    try {
      await revokeToken();
    } finally {
      // Forget everything the editor could see, even when the api did not answer.
      setKnown({ editor: null });
      await client.clearStore();
      client.writeQuery({ query: EditorMeDocument, data: { editorMe: null } });
    }
  }, [client, revokeToken]);

  const { refetch } = me;
  const refresh = useCallback(async () => {
    const result = await refetch();
    const fresh = result.data?.editorMe;
    setKnown({ editor: fresh ? toCurrentEditor(fresh) : null });
  }, [refetch]);

  // A refused call may mean the session ended: ask the api (at most every few seconds).
  const lastCheck = useRef(0);
  const loggedIn = useRef(false);
  useEffect(() => {
    const check = () => {
      if (!loggedIn.current) return;
      if (Date.now() - lastCheck.current < SESSION_CHECK_INTERVAL_MS) return;
      lastCheck.current = Date.now();
      refresh().catch(() => undefined);
    };
    sessionEvents.addEventListener(AUTHORIZATION_ERROR_EVENT, check);
    return () => sessionEvents.removeEventListener(AUTHORIZATION_ERROR_EVENT, check);
  }, [refresh]);

  const meEditor = me.data?.editorMe;
  const fromQuery = useMemo(() => (meEditor ? toCurrentEditor(meEditor) : null), [meEditor]);
  const editor = known ? known.editor : fromQuery;
  useEffect(() => {
    loggedIn.current = editor !== null;
  }, [editor]);
  const loading = !known && me.loading && !me.data;
  const value = useMemo<AuthState>(
    () => ({
      editor,
      loading,
      error: !known && me.error && !me.data ? me.error : null,
      login,
      logout,
      refresh,
    }),
    [editor, loading, known, me.error, me.data, login, logout, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

/**
 * The logged-in editor. The shell renders its logged-in screens (and the page editor) only when
 * an editor is logged in, so inside them this never fails.
 */
export function useCurrentEditor(): CurrentEditor {
  const { editor } = useAuth();
  if (!editor) throw new Error('useCurrentEditor is only available on logged-in screens');
  return editor;
}

export function isAdmin(editor: CurrentEditor | null): boolean {
  return editor?.role === 'ADMIN';
}
