import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { describeProblem } from '../session.ts';

/** A message region screen readers announce: errors as alerts, the rest politely. */
export function Notice({ kind, children }: { kind: 'error' | 'info'; children: ComponentChildren }) {
  return (
    <p class={`notice ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** Runs an async action with a busy flag and the problem's words on failure. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(describeProblem(err));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run, setError };
}
