import type { ReactNode } from 'react';
import { useT } from '@/i18n/i18n';
import { shownText } from './shown-text';

/**
 * A message above or below a form; errors are announced, and marked by text, not colour alone. A text given as a
 * string is a catalogue id shown in the attendee's language, or the server's words as sent in their own direction.
 */
export function FormAlert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const t = useT();
  const prefix = tone === 'error' ? t('Error:') : tone === 'success' ? t('Success:') : '';
  const shown = typeof children === 'string' ? shownText(children) : null;
  let message: ReactNode = children;
  if (shown) message = shown.dir ? <span dir={shown.dir}>{shown.text}</span> : shown.text;
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {prefix ? <span className="visually-hidden">{`${prefix} `}</span> : null}
      {message}
    </div>
  );
}
