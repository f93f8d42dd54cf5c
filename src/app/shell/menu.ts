/**
 * The side menu of spec A§2 "Shell" and A§6, as data: which items a role sees.
 */
import { paths } from '@/config/paths';
import type { MessageId } from '@/i18n/i18n';
import { safeHref } from '@/lib/html/safe-href';

export type MenuLink =
  | { kind: 'link'; label: MessageId; to: string }
  | { kind: 'external'; label: MessageId; href: string; download?: boolean };
/** Each label is a text of the message catalogue (src/i18n/locales), shown in the attendee's language. */
export type MenuEntry = MenuLink | { kind: 'group'; label: MessageId; items: MenuLink[] };

export type MenuContext = {
  presenter: boolean;
  guidelinesUrl?: string | null;
  companiesListUrl?: string | null;
  valuationTableUrl?: string | null;
  email: string;
};

export function buildMenu(ctx: MenuContext): MenuEntry[] {
  const entries: MenuEntry[] = [
    { kind: 'link', label: 'Home', to: paths.user.dashboard },
    { kind: 'link', label: 'Useful Information', to: paths.user.information },
    { kind: 'link', label: 'Registration', to: paths.user.registration },
    { kind: 'link', label: 'My Profile', to: paths.user.profile },
    {
      kind: 'group',
      label: 'Meeting Schedule',
      // One item (spec A§2); the whole agenda is a view of its page (routes.ts, menuPath).
      items: [{ kind: 'link', label: 'Agenda', to: paths.user.schedulePreview }],
    },
    {
      kind: 'group',
      label: 'Accommodation',
      items: [
        { kind: 'link', label: 'Hotel and Accommodation', to: paths.user.hotelAssistance },
        { kind: 'link', label: 'Tour Booking', to: paths.user.booking },
      ],
    },
  ];
  if (!ctx.presenter) {
    entries.push({
      kind: 'group',
      label: 'Attending Companies',
      items: [
        { kind: 'link', label: 'List of Companies', to: paths.user.companies },
        { kind: 'link', label: 'Meeting Preferences', to: paths.user.preferences },
      ],
    });
  }
  entries.push({
    kind: 'group',
    label: 'Attendee Services',
    items: [
      { kind: 'link', label: 'Media Interviews', to: paths.user.media },
      { kind: 'link', label: 'Bus Schedule', to: paths.user.busSchedule },
      { kind: 'link', label: 'Photo Gallery', to: paths.user.gallery },
      { kind: 'link', label: 'Conference Survey', to: paths.auth.mySurvey },
      { kind: 'link', label: 'Feedback Survey', to: paths.user.feedbackSurvey },
    ],
  });
  const guidelines = safeHref(ctx.guidelinesUrl);
  const companiesList = safeHref(ctx.companiesListUrl);
  const valuationTable = safeHref(ctx.valuationTableUrl);
  if (ctx.presenter && guidelines) {
    entries.push({ kind: 'external', label: 'Participation Guidelines', href: guidelines });
  }
  if (!ctx.presenter) {
    if (companiesList)
      entries.push({ kind: 'external', label: 'List Of Companies', href: companiesList, download: true });
    if (valuationTable)
      entries.push({ kind: 'external', label: 'Valuation Table', href: valuationTable, download: true });
  }
  entries.push({ kind: 'external', label: 'Contact Us', href: `mailto:${ctx.email}` });
  return entries;
}

/** The active item is the one whose last path segment matches the current one (spec A§2). */
export function lastSegment(path: string): string {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '');
  return clean.slice(clean.lastIndexOf('/') + 1);
}
