/**
 * SPEC §6: the first-buy checkbox is behind a configuration flag, off by default. FIRST_BUY_CHECKBOX
 * is boolean-like as SPEC §5 reads flags: the string true or 1.
 */
export function firstBuyCheckboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.FIRST_BUY_CHECKBOX?.trim().toLowerCase();
  return value === 'true' || value === '1';
}
