import type { ComponentType } from 'react';
import type { LoginDialogFormProps } from '../forms/login-dialog-form';

let formModule: Promise<ComponentType<LoginDialogFormProps>> | null = null;

/**
 * Loads the login dialog's form (React Hook Form, zod, @lumo/customer-schema) as its own chunk,
 * once: on first open, or earlier when the shopper points at or focuses the account link.
 */
export function loadLoginDialogForm(): Promise<ComponentType<LoginDialogFormProps>> {
  formModule ??= import('../forms/login-dialog-form').then(
    (loaded) => loaded.default,
    (error: unknown) => {
      formModule = null;
      throw error;
    },
  );
  return formModule;
}
