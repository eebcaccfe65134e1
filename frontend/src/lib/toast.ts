import { useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Toasts, with sonner loaded on the first one: a toast only ever follows an action, so pages do not
 * download the library with their first load, nor mount its `<Toaster/>` (`app/provider.tsx`),
 * which adds its own style sheet to the page. Sonner hands a late `<Toaster/>` the toasts made
 * before it subscribed. The id is chosen here, not by sonner, so a caller can update a loading
 * toast in place (`{ id }`) before the library has arrived.
 */
type Kind = 'message' | 'success' | 'warning' | 'error' | 'loading';

let sonner: Promise<typeof sonnerToast> | undefined;
let shown = 0;
const toasterListeners = new Set<() => void>();

/** Whether any toast was asked for yet, and so whether the page needs the `<Toaster/>`. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      toasterListeners.add(listener);
      return () => toasterListeners.delete(listener);
    },
    () => shown > 0,
    () => false,
  );
}

function loadSonner(): Promise<typeof sonnerToast> {
  sonner ??= import('sonner').then(
    (module) => module.toast,
    (error: unknown) => {
      // A download that failed (connection lost, a new deploy) is tried again by the next toast.
      sonner = undefined;
      throw error;
    },
  );
  return sonner;
}

function show(kind: Kind, message: string, options: ExternalToast = {}): string | number {
  shown += 1;
  if (shown === 1) for (const listener of toasterListeners) listener();
  const id = options.id ?? `toast-${shown}`;
  // One promise for every call keeps the toasts in the order they were asked for.
  loadSonner()
    .then((library) => library[kind](message, { ...options, id }))
    .catch((error: unknown) => console.warn('A toast could not be shown', message, error));
  return id;
}

export const toast = Object.assign((message: string, options?: ExternalToast) => show('message', message, options), {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  loading: (message: string, options?: ExternalToast) => show('loading', message, options),
});
