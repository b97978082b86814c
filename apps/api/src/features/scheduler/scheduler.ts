import type { Logger } from '../../logger';

export interface SchedulerHandle {
  /** Runs one pass now (also what the timer does); resolves when it is done. */
  runOnce(): Promise<void>;
  stop(): void;
}

/**
 * Publishes due pages on start (so schedules survive a restart) and then every `intervalMs`.
 * Passes never overlap; the timer is unref'd so it never keeps the process alive.
 */
export function startScheduler(
  publishDuePages: () => Promise<{ published: number; failed: number }>,
  intervalMs: number,
  logger: Logger,
): SchedulerHandle {
  let running: Promise<void> | undefined;
  const runOnce = () =>
    (running ??= publishDuePages()
      .then(() => undefined)
      .catch((error: unknown) => {
        logger.error('Scheduled publishing failed', { error });
      })
      .finally(() => {
        running = undefined;
      }));
  void runOnce();
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    stop: () => clearInterval(timer),
  };
}
