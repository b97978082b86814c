/**
 * What the account forms exchange with their server parents and actions (ADR 0026). Plain data:
 * labels and messages arrive translated; the actions answer translated messages too.
 */

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  /** react-hook-form path: `email`, `street.0`, `region.region_code`. */
  name: string;
  label: string;
  type: 'text' | 'email' | 'password' | 'tel' | 'date' | 'select' | 'checkbox' | 'hidden';
  autoComplete?: string;
  options?: FieldOption[];
  /** Submitted as a number (gender) or as null when empty. */
  valueAs?: 'number';
  required?: boolean;
  hint?: string;
  /**
   * A `date`: its day, month and year fields (ADR 0030); `name` is the composed YYYY-MM-DD
   * field the schema and the api know. `autoComplete: 'bday'` gives the parts bday-day etc.
   */
  dateParts?: { day: string; month: string; year: string };
  /** The parts' labels (Day, Month, Year). */
  datePartLabels?: { day: string; month: string; year: string };
}

export interface FieldGroup {
  legend?: string;
  fields: FieldSpec[];
}

export type FormResult =
  | { ok: true; redirectTo?: string; message?: string; reload?: boolean }
  | { ok: false; formError?: string; fieldErrors?: Record<string, string> };

export type FormValues = Record<string, unknown>;

/** The strings every account form shows besides its fields. */
export interface FormText {
  submit: string;
  pending: string;
  errorSummary: string;
  /** Validation messages by key (the schemas' messages are `account.errors.*` keys). */
  messages: Record<string, string>;
}
