import { useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { useLocale, useT } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locale-choice';
import '../public.css';

/** The welcome page in each language (public/landing-frame, built by build/plugins/landing-frame.ts). */
export const LANDING_FRAME_SRC: Record<Locale, string> = {
  en: '/landing-frame/index.html',
  ar: '/landing-frame/ar.html',
};

/**
 * '/' (spec A§2): the static landing page in a full-screen frame, in the attendee's language; the timestamp defeats
 * stale caches.
 */
export function LandingFramePage() {
  const t = useT();
  const locale = useLocale();
  const [stamp] = useState(() => Date.now());
  return (
    <main id="main-content" className="landing-frame" tabIndex={-1}>
      <PageHeading>
        <span className="visually-hidden">{t('London One-on-One Conference')}</span>
      </PageHeading>
      <iframe
        className="landing-frame__frame"
        src={`${LANDING_FRAME_SRC[locale]}?t=${stamp}`}
        title={t('London One-on-One Conference: welcome page')}
      />
    </main>
  );
}
