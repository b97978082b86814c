import type { FormResult, FormText, FormValues } from '../forms/form-types';

/**
 * What the header's login dialog (ADR 0031) exchanges with its server actions. Types only: the
 * header island imports this file and must stay dependency-free.
 */
export interface LoginDialogText {
  title: string;
  intro: string;
  email: string;
  password: string;
  forgotPassword: string;
  newCustomer: string;
  createAccount: string;
  form: FormText;
  links: { forgotPassword: string; createAccount: string };
}

export interface LoginDialogActions {
  /** The dialog's words in the store view's language, fetched on first open. */
  loadText: (storeView: string) => Promise<LoginDialogText>;
  /** The /login form's server action without its redirect: the page stays where it is. */
  login: (storeView: string, values: FormValues) => Promise<FormResult>;
}
