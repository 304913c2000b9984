import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Think, ThinkJob, Thought } from './computer-players.js';

interface Pending {
  job: ThinkJob;
  resolve(thought: Thought): void;
  reject(err: Error): void;
}

export interface ThinkPool {
  think: Think;
  stop(): Promise<void>;
}

/**
 * Node: computer decisions in worker threads, so a second of search never holds up the requests
 * of people playing. Two lanes:
 * - `deep`, the hard level's searches: one thread fewer than the machine has cores (at least
 *   one), so the event loop keeps a core; searches beyond that wait their turn in order;
 * - `quick`, the easy and medium levels (a greedy decision, a few ms): a thread of their own, so
 *   they start at once even while every deep thread searches for a second and others wait.
 */
export function startThinkPool({ deep = Math.max(1, availableParallelism() - 1), quick = 1 }: { deep?: number; quick?: number } = {}): ThinkPool {
  const searches = startLane(deep);
  const greedy = startLane(quick);
  return {
    think: (job) => (job.level === 'hard' ? searches : greedy).think(job),
    stop: async () => {
      await Promise.all([searches.stop(), greedy.stop()]);
    },
  };
}

/** `size` threads, each deciding one job at a time; jobs beyond them wait in order. */
function startLane(size: number): ThinkPool {
  const queue: Pending[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, { id: number; pending: Pending }>();
  let nextId = 0;
  let stopped = false;

  const spawn = () => {
    // `npm start` runs TypeScript through tsx, whose loader a thread does not inherit: the thread
    // registers it before importing its entry.
    const entry = JSON.stringify(new URL('./think-worker.ts', import.meta.url).href);
    const worker = new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${entry}); })`, { eval: true });
    worker.unref();
    worker.on('message', ({ id, thought, error }: { id: number; thought?: Thought; error?: string }) => {
      const task = busy.get(worker);
      if (!task || task.id !== id) return;
      busy.delete(worker);
      if (error !== undefined) task.pending.reject(new Error(error));
      else task.pending.resolve(thought!);
      idle.push(worker);
      drain();
    });
    worker.on('error', (err) => {
      const task = busy.get(worker);
      busy.delete(worker);
      task?.pending.reject(err);
      if (!stopped) idle.push(spawn());
      drain();
    });
    return worker;
  };

  const drain = () => {
    while (!stopped && queue.length > 0 && idle.length > 0) {
      const worker = idle.pop()!;
      const pending = queue.shift()!;
      const id = nextId++;
      busy.set(worker, { id, pending });
      worker.postMessage({ id, job: pending.job });
    }
  };

  for (let i = 0; i < size; i++) idle.push(spawn());
  return {
    think: (job) =>
      new Promise((resolve, reject) => {
        if (stopped) return reject(new Error('the think pool is stopped'));
        queue.push({ job, resolve, reject });
        drain();
      }),
    async stop() {
      stopped = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('the think pool is stopped'));
      await Promise.all([...idle, ...busy.keys()].map((w) => w.terminate()));
    },
  };
}
