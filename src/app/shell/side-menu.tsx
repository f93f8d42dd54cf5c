import { Link } from 'react-router-dom';
import { t, useT } from '@/i18n/i18n';
import { toInAppPath } from '@/lib/profile/profile';
import { useCurrentRoute } from '../route-match';
import { buildMenu, lastSegment, type MenuContext, type MenuLink } from './menu';

type Props = MenuContext & { cancellationUrl?: string | null; id: string };

function Item({ item, active }: { item: MenuLink; active: string }) {
  if (item.kind === 'link') {
    const current = lastSegment(item.to) === active;
    return (
      <Link
        to={item.to}
        className={`side-menu__link${current ? ' is-active' : ''}`}
        aria-current={current ? 'page' : undefined}
      >
        {t(item.label)}
      </Link>
    );
  }
  const mail = item.href.startsWith('mailto:');
  return (
    <a href={item.href} className="side-menu__link" {...(mail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
      {t(item.label)}
      {mail ? null : <span className="visually-hidden"> {t('(opens in a new tab)')}</span>}
    </a>
  );
}

/** The logged-in side menu, 350 px wide (spec A§2, A§6). */
export function SideMenu({ cancellationUrl, id, ...ctx }: Props) {
  // The active item is the shown route's last path segment (spec A§2); a page's second view is under its page's item.
  const route = useCurrentRoute();
  useT();
  const active = lastSegment(route.menuPath ?? route.path);
  const entries = buildMenu(ctx);
  const cancel = cancellationUrl ? toInAppPath(cancellationUrl) : null;
  return (
    <nav className="side-menu" aria-label={t('Side menu')} id={id}>
      <ul className="side-menu__list">
        {entries.map((entry) =>
          entry.kind === 'group' ? (
            <li key={entry.label} className="side-menu__group">
              <span className="side-menu__group-label" id={`menu-group-${entry.label.replace(/\W+/g, '-')}`}>
                {t(entry.label)}
              </span>
              <ul aria-labelledby={`menu-group-${entry.label.replace(/\W+/g, '-')}`}>
                {entry.items.map((item) => (
                  <li key={item.label}>
                    <Item item={item} active={active} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.label}>
              <Item item={entry} active={active} />
            </li>
          ),
        )}
      </ul>
      {cancel ? (
        <p className="side-menu__cancel">
          {cancel.internal ? (
            <Link to={cancel.href}>{t("Can't join anymore? Cancel your application")}</Link>
          ) : (
            <a href={cancel.href}>{t("Can't join anymore? Cancel your application")}</a>
          )}
        </p>
      ) : null}
    </nav>
  );
}
