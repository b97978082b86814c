'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type ComponentType } from 'react';
import type { FormResult, FormValues } from '../forms/form-types';
import type { LoginDialogFormProps } from '../forms/login-dialog-form';
import { loadLoginDialogForm } from './login-dialog-loader';
import type { LoginDialogActions, LoginDialogText } from './login-dialog-types';

export interface LoginDialogProps {
  storeView: string;
  actions: LoginDialogActions;
  /** Where /login is: the dialog falls back to it when its content cannot load. */
  loginHref: string;
  /** The header reloads the account (SPEC §4) once the session cookies are set. */
  onLoggedIn: () => void;
  close: () => void;
}

type Loaded = { Form: ComponentType<LoginDialogFormProps>; text: LoginDialogText };

/** The login dialog's words per store view, fetched once per page load. */
const textByStoreView = new Map<string, Promise<LoginDialogText>>();

/**
 * The header's login dialog (ADR 0031), shown in the shell's modal host. It loads the form code
 * and its words on first open; until then the dialog is busy. Success closes the dialog, reloads
 * the header's account and refreshes the route's data: the shopper stays on the page.
 */
export function LoginDialog({
  storeView,
  actions,
  loginHref,
  onLoggedIn,
  close,
}: LoginDialogProps) {
  const router = useRouter();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let cancelled = false;
    let text = textByStoreView.get(storeView);
    if (!text) {
      text = actions.loadText(storeView);
      textByStoreView.set(storeView, text);
    }
    Promise.all([loadLoginDialogForm(), text]).then(
      ([Form, loadedText]) => {
        if (!cancelled) setLoaded({ Form, text: loadedText });
      },
      () => {
        // Offline or a failed chunk: the login page still works.
        textByStoreView.delete(storeView);
        if (!cancelled) window.location.assign(loginHref);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [storeView, actions, loginHref]);

  if (!loaded) {
    return (
      <div
        className="ls-login-dialog"
        aria-busy="true"
        data-testid="account:login-dialog-loading"
      />
    );
  }
  const { Form, text } = loaded;
  return (
    <Form
      text={text}
      action={(values: FormValues): Promise<FormResult> => actions.login(storeView, values)}
      onLeave={close}
      onSuccess={() => {
        close();
        onLoggedIn();
        router.refresh();
      }}
    />
  );
}
