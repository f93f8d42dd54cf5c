import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { authorizationMessage } from '../logic/outlook-calendar';
import { GO_TO_PROFILE, REDIRECT_FINISHING, REDIRECT_GO_BACK, REDIRECT_ORPHAN, REDIRECT_TITLE } from '../messages';

/** The opener when it is a window of this portal (same origin), else null. */
function sameOriginOpener(): Window | null {
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return null;
  try {
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null; // another origin: reading its location throws
  }
}

/**
 * The page Outlook sends the sign-in back to (the authorisation callback): passes the `code` query parameter to the
 * portal window that opened the sign-in pop-up, then closes itself.
 */
export function RedirectPage() {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('code');
  const [orphan, setOrphan] = useState(false);

  useEffect(() => {
    const opener = sameOriginOpener();
    if (!opener) {
      setOrphan(true);
      return;
    }
    if (code) opener.postMessage(authorizationMessage(code), window.location.origin);
    window.close();
  }, [code]);

  return (
    <div className="page">
      <PageHeading>{t(REDIRECT_TITLE)}</PageHeading>
      {orphan ? (
        <div role="alert">
          <p>{t(REDIRECT_ORPHAN)}</p>
          <p>
            {t(REDIRECT_GO_BACK)} <Link to={paths.user.profile}>{t(GO_TO_PROFILE)}</Link>
          </p>
        </div>
      ) : (
        <p role="status">{t(REDIRECT_FINISHING)}</p>
      )}
    </div>
  );
}
