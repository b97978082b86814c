/** A Storage for tests; `failSets` makes the next setItem calls throw the given errors. */
export class FakeStorage implements Storage {
  private readonly items = new Map<string, string>();
  failSets: unknown[] = [];
  setCalls = 0;

  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.setCalls += 1;
    const failure = this.failSets.shift();
    if (failure) throw failure;
    this.items.set(key, String(value));
  }
  keys(): string[] {
    return [...this.items.keys()];
  }
}

export function quotaError(code: 22 | 1014 = 22): DOMException {
  const error = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  Object.defineProperty(error, 'code', { value: code });
  return error;
}
