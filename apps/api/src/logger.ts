export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

function write(stream: 'log' | 'warn' | 'error', level: string) {
  return (message: string, details?: Record<string, unknown>) => {
    const suffix = details && Object.keys(details).length ? ` ${JSON.stringify(details)}` : '';
    console[stream](`[api] ${level} ${message}${suffix}`);
  };
}

export const consoleLogger: Logger = {
  info: write('log', 'info'),
  warn: write('warn', 'warn'),
  error: write('error', 'error'),
};

/** Collects messages instead of printing them (tests). */
export class MemoryLogger implements Logger {
  readonly entries: { level: string; message: string; details?: Record<string, unknown> }[] = [];
  info(message: string, details?: Record<string, unknown>) {
    this.entries.push({ level: 'info', message, details });
  }
  warn(message: string, details?: Record<string, unknown>) {
    this.entries.push({ level: 'warn', message, details });
  }
  error(message: string, details?: Record<string, unknown>) {
    this.entries.push({ level: 'error', message, details });
  }
}
