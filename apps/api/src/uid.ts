/** Magento-style uids: base64 of the numeric id ("1" -> "MQ=="). */
export function encodeUid(id: number): string {
  return Buffer.from(String(id), 'utf8').toString('base64');
}

/** The numeric id of a uid, or null when the uid is not one of ours. */
export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(uid)) return null;
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  if (!/^[1-9][0-9]{0,9}$/.test(decoded)) return null;
  const id = Number(decoded);
  return id <= 2_147_483_647 ? id : null;
}
