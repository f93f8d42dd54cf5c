import type { QueryClient } from '@tanstack/react-query';
import { memo, useState, type ReactNode } from 'react';
import { Loader } from '@/components/loader';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useT } from '@/i18n/i18n';
import { isPresenterProfile, useProfile } from '@/lib/profile/profile';
import {
  AvailabilityPanel,
  CalendarLink,
  ColleaguesTab,
  Deferred,
  HomeOverview,
  PreferencesTab,
  ScheduleSummaryTab,
  useDeferredParts,
} from '../components/deferred-parts';
import { OverviewPending } from '../components/home-cards';
import { PersonalTab } from '../components/personal-tab';
import { Tabs, type TabItem } from '../components/tabs';
import { scheduleQueryOptions } from '@/features/schedule';
import { mySurveyQueryOptions } from '@/features/survey';
import { visibleTabs, type DashboardTab } from '../logic/availability';
import { DASHBOARD_TITLE, TAB_LABELS } from '../messages';
import '../dashboard.css';

export { loadDeferredParts } from '../components/deferred-parts';

/** The overview above the tabs keeps its rendering while another tab is chosen (docs/performance.md, Interactions). */
const Overview = memo(HomeOverview);
const Calendar = memo(CalendarLink);

/**
 * Asks for the overview's schedule and survey answers beside the profile (start-up calls this for a
 * signed-in attendee): neither needs the profile, and they are there when the overview's code arrives
 * after the page's first paint (../components/deferred-parts.tsx). The meeting preferences the overview
 * counts depend on the profile's attendee and cut-off date, and wait for it.
 */
export function prefetchPageData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(scheduleQueryOptions());
  void queryClient.prefetchQuery(mySurveyQueryOptions());
}

export function DashboardPage() {
  const t = useT();
  const profile = useProfile();
  const [active, setActive] = useState<DashboardTab>('personal');
  const data = profile.data;
  const arrived = useDeferredParts(data !== undefined);

  if (!data) {
    return (
      <section className="page dashboard">
        <PageHeading>{t(DASHBOARD_TITLE)}</PageHeading>
        {profile.isError ? (
          <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <Loader label={t('Loading your dashboard…')} />
        )}
      </section>
    );
  }

  const presenter = isPresenterProfile(data);
  const person = data.client.client;
  const conference = data.conference ?? {};
  const render: Record<DashboardTab, () => ReactNode> = {
    personal: () => <PersonalTab person={person} />,
    colleagues: () => (
      <Deferred>
        <ColleaguesTab />
      </Deferred>
    ),
    availability: () => (
      <Deferred>
        <AvailabilityPanel data={data} presenter={presenter} />
      </Deferred>
    ),
    schedule: () => (
      <Deferred>
        <ScheduleSummaryTab conferenceDates={data.conference_dates ?? []} />
      </Deferred>
    ),
    preferences: () => (
      <Deferred>
        <PreferencesTab clientId={person.client_id ?? person.id ?? null} />
      </Deferred>
    ),
  };
  const tabs: TabItem<DashboardTab>[] = visibleTabs(presenter, conference).map((key) => ({
    key,
    label: t(TAB_LABELS[key]),
    render: render[key],
  }));

  return (
    <section className="page dashboard">
      <PageHeading>{t(DASHBOARD_TITLE)}</PageHeading>
      <p className="dashboard__welcome">
        {t('Welcome,')}{' '}
        <strong>
          <bdi>{person.full_titled_name}</bdi>
        </strong>
      </p>
      {arrived.overview ? (
        <Deferred pending={<OverviewPending />}>
          <Overview data={data} presenter={presenter} />
        </Deferred>
      ) : (
        <OverviewPending />
      )}
      <Tabs label={t(DASHBOARD_TITLE)} tabs={tabs} active={active} onChange={setActive} />
      {/* Every attendee, investors included, can link a calendar from the dashboard and My Profile (same page). */}
      <section className="card dashboard__calendar" aria-labelledby="dashboard-calendar-title">
        <h2 id="dashboard-calendar-title">{t('Calendar')}</h2>
        <p>{t('Link your Outlook calendar so that your meetings are added to it.')}</p>
        {arrived.rest ? (
          <Deferred>
            <Calendar />
          </Deferred>
        ) : null}
      </section>
    </section>
  );
}
