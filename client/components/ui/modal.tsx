import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ModalProps } from './modal-dialog';

export type { ModalProps, ModalSize } from './modal-dialog';

// The dialog's code (React Aria; its size in docs/benchmarks.md#code-figures) loads when a dialog
// first opens, not with the first screen, which only needs it once the visitor opens one
// (docs/product-rules.md#speed, P7: no unused first-load script).
let loaded: ComponentType<ModalProps> | null = null;

/** Loads the dialog code; every dialog opened afterwards renders at once. */
export function loadModal(): Promise<void> {
  return import('./modal-dialog').then((module) => {
    loaded = module.default;
  });
}

const LazyDialog = lazy(() => loadModal().then(() => ({ default: loaded! })));

/** A modal dialog (modal-dialog.tsx). The first one dims the page while its code arrives. */
export function Modal(props: ModalProps) {
  // Decided once per dialog: switching from the lazy to the loaded component would remount it.
  const [Dialog] = useState(() => loaded);
  if (Dialog) return <Dialog {...props} />;
  return (
    <Suspense fallback={<div aria-hidden="true" className="fixed inset-0 z-[70] bg-slate-950/60 backdrop-blur-sm" />}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
