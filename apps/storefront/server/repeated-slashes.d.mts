export function repeatedSlashRedirectTarget(url: string): string | null;
