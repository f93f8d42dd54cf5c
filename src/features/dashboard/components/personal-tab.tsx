import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { type MessageId, useT } from '@/i18n/i18n';
import type { Client } from '@/lib/api/contract';

export function PersonalTab({ person }: { person: Client }) {
  const t = useT();
  const rows: [MessageId, string | null | undefined][] = [
    ['Username', person.user?.username],
    ['Name', person.full_titled_name],
    ['Email', person.email],
    ['Mobile', person.mobile],
    ['Job title', person.job_title],
    ['Company', person.company?.name],
  ];
  return (
    <div>
      <h2 className="dashboard__panel-title">{t('Personal details')}</h2>
      <dl className="dashboard__details">
        {rows
          .filter(([label, value]) => Boolean(value) || label === 'Username' || label === 'Job title')
          .map(([label, value]) => (
            <div key={label} className="dashboard__detail">
              <dt>{t(label)}</dt>
              {/* The server's text, in its own direction. */}
              <dd dir="auto">{value || '—'}</dd>
            </div>
          ))}
      </dl>
      <Link to={paths.user.registration} className="btn btn--primary">
        {t('Edit My Details')}
      </Link>
    </div>
  );
}
