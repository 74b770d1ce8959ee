/**
 * Post-text analysis off the serving thread: one worker thread (text-analysis-worker.ts) runs the detectors, and
 * each text gets TEXT_ANALYSIS_LIMITS.budgetMs of it. Creators write these texts; one that runs past its budget is
 * answered "not analysed" (never retried here), its worker is terminated and the next text goes to a fresh one.
 * Requests are served one at a time, in order.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { TEXT_ANALYSIS_LIMITS } from '@creatorlens/core/security';
import type { AnalyzeTexts, AnalyzeTextsInput, NotAnalysedReason, TextAnalysisOutcome } from '@creatorlens/core/text-analysis';
import type { PoolMessage, WorkerMessage } from './text-analysis-messages.ts';

export interface TextAnalysisPool {
  analyzeTexts: AnalyzeTexts;
  /** Terminates the worker; requests still waiting are refused. */
  close(): Promise<void>;
}

export interface TextAnalysisPoolOptions {
  /** Milliseconds one text may take (default TEXT_ANALYSIS_LIMITS.budgetMs). */
  budgetMs?: number;
  /** An idle worker is ended after this long and started again on the next request. */
  idleMs?: number;
  /** Told about every text given up on, so operators see hostile or pathological posts. */
  log?: { warn(details: Record<string, unknown>, message: string): void } | null;
}

interface AnalysisWorker {
  worker: Worker;
  port: MessagePort;
  brandsId: number | null;
}

/**
 * From source (tsx, vitest) the worker is the .ts file beside this one, loaded through tsx's API (a worker does not
 * inherit the parent's loader). In the production build, build-production.ts bundles it as
 * server/text-analysis-worker.mjs, and `import.meta.url` here names this file's place inside the build folder
 * (apps/server/src/jobs/), four folders below that build's root.
 */
function workerSource(): { code: string; eval: true } | { url: URL; eval: false } {
  const source = new URL('./text-analysis-worker.ts', import.meta.url);
  if (!existsSync(fileURLToPath(source)))
    return { url: new URL('../../../../server/text-analysis-worker.mjs', import.meta.url), eval: false };
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsxApi = pathToFileURL(join(dirname(tsxPackage), 'dist', 'esm', 'api', 'index.mjs')).href;
  const entry = JSON.stringify(source.href);
  return { code: `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${entry}, ${entry}));`, eval: true };
}

/** Starts a worker and resolves once its detectors are loaded; rejects when it cannot start. */
function startWorker(): Promise<AnalysisWorker> {
  const { port1, port2 } = new MessageChannel();
  const source = workerSource();
  // A text cannot take the server's memory with it: past this heap the worker is stopped (the text: "failed").
  const options = { workerData: { port: port2 }, transferList: [port2], resourceLimits: { maxOldGenerationSizeMb: 256 } };
  const worker = source.eval ? new Worker(source.code, { ...options, eval: true }) : new Worker(source.url, options);
  return new Promise((resolve, reject) => {
    const onFailure = (error: unknown) => {
      port1.close();
      reject(new Error(`the text analysis worker did not start: ${error instanceof Error ? error.message : String(error)}`));
    };
    const onExit = (code: number) => onFailure(new Error(`exit code ${code}`));
    worker.once('error', onFailure);
    worker.once('exit', onExit);
    port1.once('message', (message: WorkerMessage) => {
      worker.off('error', onFailure);
      worker.off('exit', onExit);
      if (message.kind !== 'ready') return onFailure(new Error(`unexpected first message ${message.kind}`));
      resolve({ worker, port: port1, brandsId: null });
    });
  });
}

/** Sends a brand list and waits until the worker has built its dictionary (no budget: the list is the product's). */
function sendBrands(analysisWorker: AnalysisWorker, brandsId: number, brands: AnalyzeTextsInput['brands']): Promise<void> {
  const { worker, port } = analysisWorker;
  return new Promise((resolve, reject) => {
    const onFailure = (error: unknown) => {
      cleanUp();
      reject(new Error(`the text analysis worker failed on the brand list: ${error instanceof Error ? error.message : String(error)}`));
    };
    const onExit = (code: number) => onFailure(new Error(`exit code ${code}`));
    const onMessage = (message: WorkerMessage) => {
      if (message.kind !== 'brands-ready' || message.brandsId !== brandsId) return;
      cleanUp();
      resolve();
    };
    const cleanUp = () => {
      port.off('message', onMessage);
      worker.off('error', onFailure);
      worker.off('exit', onExit);
    };
    port.on('message', onMessage);
    worker.once('error', onFailure);
    worker.once('exit', onExit);
    const message: PoolMessage = { kind: 'brands', brandsId, brands };
    port.postMessage(message);
  });
}

/** Creates the pool; its worker starts with the first request. */
export function createTextAnalysisPool(options: TextAnalysisPoolOptions = {}): TextAnalysisPool {
  const budgetMs = options.budgetMs ?? TEXT_ANALYSIS_LIMITS.budgetMs;
  const idleMs = options.idleMs ?? 60_000;
  const brandListIds = new WeakMap<object, number>();
  let lastBrandsId = 0;
  let lastRequestId = 0;
  let current: AnalysisWorker | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let idleTimer: NodeJS.Timeout | null = null;
  let isClosed = false;
  /** Ends a request in flight when the pool closes. */
  let abortRunning: ((error: Error) => void) | null = null;

  const discard = (analysisWorker: AnalysisWorker) => {
    if (current === analysisWorker) current = null;
    analysisWorker.port.close();
    void analysisWorker.worker.terminate();
  };

  /** Runs texts from `from` on one worker until all are answered, or one is given up on: returns where to go on. */
  const runOn = (analysisWorker: AnalysisWorker, input: AnalyzeTextsInput, from: number, outcomes: TextAnalysisOutcome[]) =>
    new Promise<number>((resolve, reject) => {
      const requestId = ++lastRequestId;
      const { worker, port } = analysisWorker;
      let expected = from;
      let timer: NodeJS.Timeout | null = null;
      const cleanUp = () => {
        if (timer) clearTimeout(timer);
        port.off('message', accept);
        worker.off('error', onError);
        worker.off('exit', onExit);
        abortRunning = null;
      };
      const arm = () => {
        if (timer) clearTimeout(timer);
        timer = setTimeout(onTimeout, budgetMs);
      };
      function accept(message: WorkerMessage) {
        if (message.kind !== 'result' || message.requestId !== requestId) return;
        outcomes[message.index] = message.outcome;
        expected = message.index + 1;
        if (expected < input.texts.length) return arm();
        cleanUp();
        resolve(expected);
      }
      const giveUp = (reason: NotAnalysedReason, error?: unknown) => {
        cleanUp();
        discard(analysisWorker);
        outcomes[expected] = { notAnalysed: reason };
        options.log?.warn(
          { textIndex: expected, chars: input.texts[expected]!.text.length, reason, ...(error ? { err: error } : {}) },
          reason === 'time-budget'
            ? `a post text ran over its ${budgetMs} ms analysis budget: stored as not analysed`
            : 'the text analysis worker failed on a post text: stored as not analysed',
        );
        resolve(expected + 1);
      };
      function onTimeout() {
        // Results already sent but not yet delivered (this thread was busy) count: only the worker's time is judged.
        for (let pending = receiveMessageOnPort(port); pending; pending = receiveMessageOnPort(port)) {
          accept(pending.message as WorkerMessage);
          if (expected >= input.texts.length) return;
        }
        giveUp('time-budget');
      }
      const onError = (error: unknown) => giveUp('failed', error);
      const onExit = () => giveUp('failed', new Error('the worker exited'));
      port.on('message', accept);
      worker.once('error', onError);
      worker.once('exit', onExit);
      abortRunning = (error) => {
        cleanUp();
        reject(error);
      };
      // One message per text: a message is copied into the worker as a whole when it is read, so a batch in one
      // message would put the copying of every text into the first text's budget.
      for (let index = from; index < input.texts.length; index += 1) {
        const message: PoolMessage = {
          kind: 'texts',
          requestId,
          brandsId: analysisWorker.brandsId!,
          from: index,
          texts: [input.texts[index]!],
        };
        port.postMessage(message);
      }
      arm();
    });

  const analyse = async (input: AnalyzeTextsInput): Promise<TextAnalysisOutcome[]> => {
    if (idleTimer) clearTimeout(idleTimer);
    let brandsId = brandListIds.get(input.brands);
    if (brandsId === undefined) {
      brandsId = ++lastBrandsId;
      brandListIds.set(input.brands, brandsId);
    }
    const outcomes: TextAnalysisOutcome[] = new Array(input.texts.length);
    let next = 0;
    try {
      while (next < input.texts.length) {
        if (isClosed) throw new Error('the text analysis pool is closed');
        current ??= await startWorker();
        const analysisWorker = current;
        // Busy, the worker keeps the process alive (a CLI awaiting its answers); idle, it does not.
        analysisWorker.worker.ref();
        if (analysisWorker.brandsId !== brandsId) {
          await sendBrands(analysisWorker, brandsId, input.brands).catch((error: unknown) => {
            discard(analysisWorker);
            throw error;
          });
          analysisWorker.brandsId = brandsId;
        }
        next = await runOn(analysisWorker, input, next, outcomes);
      }
    } finally {
      const idle = current;
      if (idle) {
        idle.worker.unref();
        idleTimer = setTimeout(() => current === idle && discard(idle), idleMs);
        idleTimer.unref();
      }
    }
    return outcomes;
  };

  return {
    analyzeTexts: (input) => {
      const run = queue.then(() => analyse(input));
      queue = run.catch(() => undefined);
      return run;
    },
    close: async () => {
      isClosed = true;
      if (idleTimer) clearTimeout(idleTimer);
      abortRunning?.(new Error('the text analysis pool was closed'));
      if (current) discard(current);
    },
  };
}
