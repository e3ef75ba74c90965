import { Worker } from 'node:worker_threads';

/** Why a sandboxed worker gave no answer. */
export type SandboxFailure = 'timeout' | 'out-of-memory' | 'unreadable';

export type SandboxLimits = { memoryMb: number; youngMemoryMb: number; timeoutMs: number };

/**
 * Runs `source` (CommonJS, evaluated) in a worker thread under a memory cap and a deadline, and answers the first
 * message it posts, or why it posted none: a hostile or huge input (a spreadsheet, a Word file) costs that thread, never
 * the server's event loop or heap. The worker is ended either way.
 */
export function runSandboxed<T>(source: string, workerData: unknown, limits: SandboxLimits): Promise<{ answer: T } | { failure: SandboxFailure }> {
  return new Promise((resolve) => {
    const worker = new Worker(source, {
      eval: true,
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: limits.youngMemoryMb },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (outcome: { answer: T } | { failure: SandboxFailure }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ failure: 'timeout' }), limits.timeoutMs);
    worker.once('message', (answer: T) => finish({ answer }));
    worker.once('error', (error: NodeJS.ErrnoException) => finish({ failure: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'unreadable' }));
    worker.once('exit', () => finish({ failure: 'unreadable' }));
  });
}
