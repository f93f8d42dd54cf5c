import type { ReactNode } from 'react';

/** A message above or below a form; errors are announced, and marked by text, not colour alone. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const prefix = tone === 'error' ? 'Error: ' : tone === 'success' ? 'Success: ' : '';
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {prefix ? <span className="visually-hidden">{prefix}</span> : null}
      {children}
    </div>
  );
}
