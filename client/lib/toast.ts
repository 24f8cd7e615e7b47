import { useSyncExternalStore } from 'react';

// A tiny app-wide notice store: a message shown by one screen survives the navigation that
// follows it (e.g. "Şifreniz başarıyla güncellendi" and then /login). Rendered by <Toaster />.

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
  /** Milliseconds until it hides itself; 0 keeps it until closed. */
  duration: number;
}

const DEFAULT_DURATION = 7_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Shows a notice; returns its id. The same message is not stacked twice. */
export function showToast(message: string, tone: ToastTone = 'success', duration = DEFAULT_DURATION): number {
  const same = toasts.find((t) => t.message === message && t.tone === tone);
  if (same) dismissToast(same.id);
  const toast: Toast = { id: nextId++, tone, message, duration };
  toasts = [...toasts.slice(-2), toast];
  if (duration > 0) timers.set(toast.id, setTimeout(() => dismissToast(toast.id), duration));
  emit();
  return toast.id;
}

export function clearToasts(): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  toasts = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
