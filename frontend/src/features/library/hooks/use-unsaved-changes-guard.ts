import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While edits are unsaved, closing or reloading the tab asks the browser's own question, and
 * leaving the editor inside the app waits for the user's answer (the blocker's proceed/reset).
 * `allowLeaving` lets a deliberate exit (the item was just deleted) through without asking.
 */
export function useUnsavedChangesGuard(unsaved: boolean) {
  const leaving = useRef(false);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !leaving.current && unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  return { blocker, allowLeaving };
}
