/** The referral code of /create-account/{awraf} (the shared link), or null when it is no code. */
export function referralCodeParam(raw: string | undefined): string | null {
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  return /^[A-Za-z0-9]{1,64}$/.test(value) ? value.toUpperCase() : null;
}
