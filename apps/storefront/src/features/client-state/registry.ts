/**
 * A list of callbacks other features subscribe to (the cart's refresh, the session-end action,
 * the query cache to clear). Dependency-free so every client module can use it.
 */
export interface Registry<T extends unknown[] = []> {
  /** Adds a callback; the returned function removes it. */
  subscribe(callback: (...args: T) => void | Promise<void>): () => void;
  /** Calls every callback; one that throws is logged and the others still run. */
  run(...args: T): Promise<void>;
  size(): number;
}

export function createRegistry<T extends unknown[] = []>(name: string): Registry<T> {
  const callbacks = new Set<(...args: T) => void | Promise<void>>();
  return {
    subscribe(callback) {
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
    async run(...args) {
      for (const callback of [...callbacks]) {
        try {
          await callback(...args);
        } catch (error) {
          console.error(`${name} failed`, error);
        }
      }
    },
    size: () => callbacks.size,
  };
}
