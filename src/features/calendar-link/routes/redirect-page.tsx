import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { authorizationMessage } from '../logic/outlook-calendar';

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
 * The authorisation callback (spec B§2): passes the `code` query parameter to the
 * portal window that opened the sign-in pop-up, then closes itself.
 */
export function RedirectPage() {
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
      <PageHeading>Calendar Authorisation</PageHeading>
      {orphan ? (
        <div role="alert">
          <p>
            This page finishes linking your Outlook calendar and only works in the sign-in window opened by the portal.
          </p>
          <p>
            Please go back to the portal and choose &lsquo;Link my Outlook calendar&rsquo; again.{' '}
            <Link to={paths.user.profile}>Go to my profile</Link>
          </p>
        </div>
      ) : (
        <p role="status">Finishing the calendar link… this window closes by itself.</p>
      )}
    </div>
  );
}
