import type { ChangePreview } from '@osm5/shared/schemas/billing';
import { useState } from 'react';

/**
 * Preview, then confirm: holds the change being looked at and its preview
 * while the confirm dialog is open. `preview` and `apply` are the feature's
 * mutations for that kind of change.
 */
export function useChangeFlow<T>(
  preview: (target: T) => Promise<{ data?: ChangePreview; error?: unknown }>,
  apply: (target: T) => Promise<{ data?: ChangePreview; error?: unknown }>,
  onDone: (result: { ok: true; target: T } | { ok: false; error: unknown }) => void,
) {
  const [target, setTarget] = useState<T | null>(null);
  const [shown, setShown] = useState<ChangePreview | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const open = async (next: T) => {
    setTarget(next);
    setShown(undefined);
    const result = await preview(next);
    if (result.data) setShown(result.data);
    else {
      setTarget(null);
      onDone({ ok: false, error: result.error });
    }
  };
  const close = () => {
    setTarget(null);
    setShown(undefined);
  };
  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    const result = await apply(target);
    setBusy(false);
    close();
    onDone(result.data ? { ok: true, target } : { ok: false, error: result.error });
  };
  return { target, preview: shown, busy, open, close, confirm };
}
