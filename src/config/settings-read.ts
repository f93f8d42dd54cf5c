/**
 * The organiser's settings: every value that differs from one conference (or organiser)
 * to the next, read from `VITE_*` build variables. This module only parses; the parsed
 * instance the app uses is `settings` in ./settings.ts, and the build-end report of values
 * still holding the shipped samples is ./sample-settings.ts. `.env.example` lists each
 * variable with what it is for; the README's "Before a real conference" says where each shows.
 */

export type SocialNetwork = 'facebook' | 'twitter' | 'youtube' | 'linkedin';

export type Settings = {
  /** Contact address used when the server's conference text carries none (footer, Contact us, information pages). */
  conferenceEmail: string;
  /** Address of the scheduling team, shown when the meeting preferences page is closed. */
  schedulesEmail: string;
  /** Host of the gallery photos and downloadable guides (no trailing slash). */
  fileHost: string;
  /** The organiser's pages on the four social networks of the footer, in footer order. */
  socialLinks: { network: SocialNetwork; label: string; href: string }[];
  /**
   * The day the organisers expect to publish the meeting schedules ("YYYY-MM-DD"), told on the dashboard
   * while the schedule is not prepared (an unreadable date is not told). The API gives no such date;
   * null (the default): no date is told.
   */
  scheduleExpectedDate: string | null;
  /** Store pages of the conference app, used when the conference record carries none; null: no link. */
  appStore: { ios: string | null; android: string | null };
  /** Calendar linking (OAuth authorisation code with PKCE, contract §7.9). */
  calendar: {
    clientId: string;
    scope: string;
    authorizeUrl: string;
    /** Fixed callback address; null: `<origin>/redirect` of the page the attendee is on. */
    redirectUri: string | null;
    /** Sent with the code only when the organiser sets it (it then ships in the bundle); null by default. */
    clientSecret: string | null;
  };
  /**
   * Whether the language switch (English / العربية) is offered, in the public header and the signed-in frame: on
   * unless VITE_LANGUAGE_SWITCH is "off" (the portal is then English only, whatever a device remembers).
   */
  languageSwitch: boolean;
};

type Vars = Record<string, string | boolean | undefined>;

/** The shipped sample values: a demo runs on them, a real conference replaces them. */
export const SAMPLE_SETTINGS = {
  conferenceEmail: 'conference@londonconference.example',
  schedulesEmail: 'schedules@londonconference.example',
  fileHost: 'https://files.londonconference.example',
  social: {
    facebook: 'https://www.facebook.com/',
    twitter: 'https://twitter.com/',
    youtube: 'https://www.youtube.com/',
    linkedin: 'https://www.linkedin.com/',
  } satisfies Record<SocialNetwork, string>,
  calendarClientId: '3f6c9a52-7d1e-4b8a-9c2f-1e5d7a0b4c11',
  calendarScope: 'offline_access Calendars.ReadWrite Mail.Send',
  calendarAuthorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
} as const;

const SOCIAL: { network: SocialNetwork; label: string; variable: string }[] = [
  { network: 'facebook', label: 'Facebook', variable: 'VITE_SOCIAL_FACEBOOK_URL' },
  { network: 'twitter', label: 'Twitter', variable: 'VITE_SOCIAL_TWITTER_URL' },
  { network: 'youtube', label: 'YouTube', variable: 'VITE_SOCIAL_YOUTUBE_URL' },
  { network: 'linkedin', label: 'LinkedIn', variable: 'VITE_SOCIAL_LINKEDIN_URL' },
];

/** The trimmed value of a variable, or null when it is unset or blank. */
export function readVar(vars: Vars, name: string): string | null {
  const value = vars[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function readSettings(vars: Vars): Settings {
  const read = (name: string, fallback: string) => readVar(vars, name) ?? fallback;
  return {
    conferenceEmail: read('VITE_CONFERENCE_EMAIL', SAMPLE_SETTINGS.conferenceEmail),
    schedulesEmail: read('VITE_SCHEDULES_EMAIL', SAMPLE_SETTINGS.schedulesEmail),
    fileHost: read('VITE_FILE_HOST', SAMPLE_SETTINGS.fileHost).replace(/\/+$/, ''),
    socialLinks: SOCIAL.map(({ network, label, variable }) => ({
      network,
      label,
      href: read(variable, SAMPLE_SETTINGS.social[network]),
    })),
    scheduleExpectedDate: readVar(vars, 'VITE_SCHEDULE_EXPECTED_DATE'),
    appStore: { ios: readVar(vars, 'VITE_APP_STORE_IOS_URL'), android: readVar(vars, 'VITE_APP_STORE_ANDROID_URL') },
    calendar: {
      clientId: read('VITE_OUTLOOK_CLIENT_ID', SAMPLE_SETTINGS.calendarClientId),
      scope: read('VITE_OUTLOOK_SCOPE', SAMPLE_SETTINGS.calendarScope),
      authorizeUrl: read('VITE_OUTLOOK_AUTHORIZE_URL', SAMPLE_SETTINGS.calendarAuthorizeUrl),
      redirectUri: readVar(vars, 'VITE_OUTLOOK_REDIRECT_URI'),
      clientSecret: readVar(vars, 'VITE_OUTLOOK_CLIENT_SECRET'),
    },
    languageSwitch: readVar(vars, 'VITE_LANGUAGE_SWITCH') !== 'off',
  };
}
