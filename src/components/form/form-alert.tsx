import type { ReactNode } from 'react';
import { tText, useT } from '@/i18n/i18n';

/**
 * A message above or below a form; errors are announced, and marked by text, not colour alone. A text given as a
 * string is a catalogue id shown in the attendee's language, or the server's words as sent.
 */
export function FormAlert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const t = useT();
  const prefix = tone === 'error' ? t('Error:') : tone === 'success' ? t('Success:') : '';
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {prefix ? <span className="visually-hidden">{`${prefix} `}</span> : null}
      {typeof children === 'string' ? tText(children) : children}
    </div>
  );
}
