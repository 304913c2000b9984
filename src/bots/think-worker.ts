import { parentPort } from 'node:worker_threads';
import { thinkHere, type ThinkJob } from './computer-players.js';

/** A thread of the Node think pool (think-pool-node.ts): one decision at a time, off the event loop that serves requests. */
parentPort?.on('message', async ({ id, job }: { id: number; job: ThinkJob }) => {
  try {
    parentPort?.postMessage({ id, thought: await thinkHere(job) });
  } catch (err) {
    parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
