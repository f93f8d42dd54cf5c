import { useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { useT } from '@/i18n/i18n';
import '../public.css';

export const LANDING_FRAME_SRC = '/landing-frame/index.html';

/** '/' (spec A§2): the static landing page in a full-screen frame; the timestamp defeats stale caches. */
export function LandingFramePage() {
  const t = useT();
  const [src] = useState(() => `${LANDING_FRAME_SRC}?t=${Date.now()}`);
  return (
    <main id="main-content" className="landing-frame" tabIndex={-1}>
      <PageHeading>
        <span className="visually-hidden">{t('London One-on-One Conference')}</span>
      </PageHeading>
      <iframe className="landing-frame__frame" src={src} title={t('London One-on-One Conference: welcome page')} />
    </main>
  );
}
