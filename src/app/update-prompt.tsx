import { useSyncExternalStore } from 'react';
import { hasOpenForm, subscribeOpenForms } from '@/lib/offline/open-forms';
import { reloadIntoUpdate, updateState } from './service-worker';
import './update-prompt.css';

export const UPDATE_READY = 'A new version of the portal is ready.';
export const UPDATE_WAITS_FOR_FORM =
  'Send or finish the form you are filling in first: the new version loads only when nothing you typed would be lost.';

/**
 * The polite offer to load a new deployment (loaded only once its service worker is ready; the
 * live region around it is UpdateRegion in service-worker.ts): it never reloads by itself, and
 * does not offer the reload while a form on the page holds unsent typing.
 */
export function UpdatePrompt() {
  const formOpen = useSyncExternalStore(subscribeOpenForms, hasOpenForm, () => false);
  return (
    <div className="update-prompt__box">
      <p>{UPDATE_READY}</p>
      {formOpen ? <p id="update-prompt-wait">{UPDATE_WAITS_FOR_FORM}</p> : null}
      <div className="update-prompt__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={reloadIntoUpdate}
          disabled={formOpen}
          aria-describedby={formOpen ? 'update-prompt-wait' : undefined}
        >
          Reload now
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => updateState.set(false)}>
          Later
        </button>
      </div>
    </div>
  );
}
