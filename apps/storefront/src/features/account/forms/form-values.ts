import type { FormValues } from './form-types';

const isEmpty = (part: unknown) => part === '' || part == null;

/**
 * Registration form values -> the schema's input: an optional address left blank is left out
 * (the shared schema reads a given address as "all parts required"), as are blank own-address
 * parts. Dependency-free: the browser's check and the server action use it alike.
 */
export function withoutEmptyAddresses(values: FormValues): FormValues {
  const result: FormValues = { ...values };
  for (const key of ['driving_address', 'electoral_address']) {
    const address = result[key];
    if (address && typeof address === 'object') {
      const parts = Object.values(address as Record<string, unknown>).flat();
      if (parts.every(isEmpty)) result[key] = undefined;
    }
  }
  if (Array.isArray(result.street) && result.street.every(isEmpty)) result.street = undefined;
  for (const key of ['city', 'postcode']) if (result[key] === '') result[key] = undefined;
  return result;
}
