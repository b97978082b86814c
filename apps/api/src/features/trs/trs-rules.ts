import { createHash } from 'node:crypto';

/** Submissions one client address may make per window (the form is public). */
export const MAX_TRS_SUBMISSIONS = 5;
export const TRS_WINDOW_MS = 3_600_000;

export const TRS_TOO_MANY_MESSAGE =
  'Too many registrations from your connection. Please try again in an hour.';
export const TRS_UNKNOWN_FORM_MESSAGE = 'This registration form does not exist.';

/** The submission limit's key of a client address: a hash, so the table keeps no address. */
export function clientKeyOf(address: string): string {
  return createHash('sha256').update(`trs:${address}`).digest('hex').slice(0, 32);
}
