export function onPageCacheFlush(flush: () => void): () => void;
export function flushPageCaches(): void;
