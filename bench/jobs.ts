import { fork } from 'node:child_process';

/**
 * Runs jobs over `jobs` child processes of the script `self` (started with `--worker`), each
 * playing one job at a time: what bench/bots.ts and bench/levels.ts share. `describe` names a job
 * in the error when its worker dies.
 */
export async function runJobs<Job extends object, Outcome>(self: string, all: Job[], jobs: number, describe: (job: Job) => string, onDone: (o: Outcome) => void): Promise<void> {
  const queue = [...all];
  await Promise.all(
    Array.from({ length: Math.min(jobs, all.length) }, async () => {
      const child = fork(self, ['--worker'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      try {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const current = job;
          const outcome = await new Promise<Outcome>((resolve, reject) => {
            child.once('message', (m) => resolve(m as Outcome));
            child.once('exit', (code) => reject(new Error(`worker exited (${code}) during ${describe(current)}`)));
            child.send(current);
          });
          child.removeAllListeners('exit');
          onDone(outcome);
        }
      } finally {
        child.kill();
      }
    }),
  );
}
