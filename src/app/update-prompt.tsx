import { useSyncExternalStore } from 'react';
import { type MessageId, useT } from '@/i18n/i18n';
import { hasOpenForm, subscribeOpenForms } from '@/lib/offline/open-forms';
import { reloadIntoUpdate, updateState } from './service-worker';
import './update-prompt.css';

/** The prompt's texts: catalogue ids, shown through `t()`. */
export const UPDATE_READY = 'A new version of the portal is ready.' satisfies MessageId;
export const UPDATE_WAITS_FOR_FORM =
  'Send or finish the form you are filling in first: the new version loads only when nothing you typed would be lost.' satisfies MessageId;

/**
 * The polite offer to load a new deployment (loaded only once its service worker is ready; the
 * live region around it is UpdateRegion in service-worker.ts): it never reloads by itself, and
 * does not offer the reload while a form on the page holds unsent typing.
 */
export function UpdatePrompt() {
  const formOpen = useSyncExternalStore(subscribeOpenForms, hasOpenForm, () => false);
  const t = useT();
  return (
    <div className="update-prompt__box">
      <p>{t(UPDATE_READY)}</p>
      {formOpen ? <p id="update-prompt-wait">{t(UPDATE_WAITS_FOR_FORM)}</p> : null}
      <div className="update-prompt__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={reloadIntoUpdate}
          disabled={formOpen}
          aria-describedby={formOpen ? 'update-prompt-wait' : undefined}
        >
          {t('Reload now')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => updateState.set(false)}>
          {t('Later')}
        </button>
      </div>
    </div>
  );
}
