import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { words } from '../i18n.ts';

const t = words({ en: { cancel: 'Cancel' }, fr: { cancel: 'Annuler' } });

/**
 * A question asked mid-turn (which tile to keep, how much to guard), drawn in the board's flow.
 * Built on <dialog> opened without a modal: focus moves into it, yet the page stays usable, so
 * the list of moves below the board still answers the same question from the keyboard.
 */
export function BoardDialog({ title, children, onCancel }: { title: string; children: ComponentChildren; onCancel?: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  // Opened before the browser paints: a dialog drawn closed for a frame has buttons that are in
  // the page yet take no space, and a click or a measurement in that frame finds nothing.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.show === 'function') dialog.show();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      class="board-dialog"
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
    >
      <h3>{title}</h3>
      {children}
      {onCancel && (
        <button type="button" class="secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      )}
    </dialog>
  );
}
