/**
 * The worker thread of the text-analysis pool (text-analysis-pool.ts): runs the post-text detectors, one result
 * message per text, so the pool can tell which text ran over its budget. Keeps the last brand dictionary it was sent.
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import { analyzeTextSafely, dictionaryOf, type BrandDictionaryEntry, type TextToAnalyze } from '@creatorlens/core/text-analysis';
import type { PoolMessage, WorkerMessage } from './text-analysis-messages.ts';

const port = (workerData as { port: MessagePort }).port;
let brands: { id: number; entries: readonly BrandDictionaryEntry[] } | null = null;

const send = (message: WorkerMessage) => port.postMessage(message);
const WARM_UP: TextToAnalyze = {
  text: 'Werbung | Code NICO10: 10% Rabatt bei @brand https://example.com/?ref=nico #ad Gewinnspiel\nThanks Acme for sponsoring',
  options: { channelName: 'Warm Up', platform: 'instagram' },
};

port.on('message', (message: PoolMessage) => {
  if (message.kind === 'brands') {
    brands = { id: message.brandsId, entries: message.brands };
    // A dictionary of a thousand brands is a thousand patterns, compiled on first use: here, outside any budget.
    analyzeTextSafely(dictionaryOf(brands.entries), WARM_UP);
    send({ kind: 'brands-ready', brandsId: message.brandsId });
    return;
  }
  if (!brands || brands.id !== message.brandsId) throw new Error(`texts for brand list ${message.brandsId} arrived before the list`);
  const dictionary = dictionaryOf(brands.entries);
  message.texts.forEach((item: TextToAnalyze, offset) =>
    send({ kind: 'result', requestId: message.requestId, index: message.from + offset, outcome: analyzeTextSafely(dictionary, item) }),
  );
});
// The detectors' patterns compile on first use: done here, before "ready", so no text's budget pays for it.
analyzeTextSafely(dictionaryOf([]), WARM_UP);
send({ kind: 'ready' });
