export const MEDIA_METHODS: readonly ['GET', 'HEAD'];
export function isMediaPath(pathname: string): boolean;
