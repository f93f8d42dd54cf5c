/**
 * Which organiser settings still hold the shipped sample values. `vite build` prints this
 * list at its end (vite.config.ts), so a build made for a real conference shows what is
 * left to set; the build itself still succeeds. Runs in Node at build time, never in the app.
 */
import { readSettings, readVar, SAMPLE_SETTINGS } from './settings-read.js';

export type SampleSetting = { variable: string; value: string; why: string; shows: string };

type Vars = Record<string, string | boolean | undefined>;

/** A host reserved for examples (RFC 2606): `.example`, `example.com/.net/.org` or a subdomain of them. */
export function isExampleHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return /(^|\.)example$/.test(name) || /(^|\.)example\.(com|net|org)$/.test(name);
}

/** The host of a URL or of the domain part of an e-mail address (also `mailto:`), or null. */
function hostOf(value: string): string | null {
  const mail = /^(?:mailto:)?[^@\s/]+@([^@\s/?#]+)/i.exec(value);
  if (mail) return mail[1];
  try {
    return new URL(value).hostname;
  } catch {
    return null;
  }
}

export function sampleSettings(vars: Vars): SampleSetting[] {
  const s = readSettings(vars);
  const found: SampleSetting[] = [];
  const check = (variable: string, value: string, sample: string, shows: string) => {
    const host = hostOf(value);
    if (host && isExampleHost(host)) found.push({ variable, value, why: 'an example host', shows });
    else if (value === sample) found.push({ variable, value, why: 'the shipped sample', shows });
  };
  check(
    'VITE_CONFERENCE_EMAIL',
    s.conferenceEmail,
    SAMPLE_SETTINGS.conferenceEmail,
    'Contact us and footer when the server sends no conference e-mail',
  );
  check('VITE_SCHEDULES_EMAIL', s.schedulesEmail, SAMPLE_SETTINGS.schedulesEmail, 'closed Meeting Preferences notice');
  check('VITE_FILE_HOST', s.fileHost, SAMPLE_SETTINGS.fileHost, 'Photo Gallery images, Webex guide PDFs');
  const socialVars = [
    'VITE_SOCIAL_FACEBOOK_URL',
    'VITE_SOCIAL_TWITTER_URL',
    'VITE_SOCIAL_YOUTUBE_URL',
    'VITE_SOCIAL_LINKEDIN_URL',
  ];
  s.socialLinks.forEach((link, i) =>
    check(socialVars[i], link.href, SAMPLE_SETTINGS.social[link.network], `footer ${link.label} link`),
  );
  for (const [variable, value] of [
    ['VITE_APP_STORE_IOS_URL', s.appStore.ios],
    ['VITE_APP_STORE_ANDROID_URL', s.appStore.android],
  ] as const) {
    if (value) check(variable, value, '', 'app-store links (home page, Meeting Schedule)');
  }
  check(
    'VITE_OUTLOOK_CLIENT_ID',
    s.calendar.clientId,
    SAMPLE_SETTINGS.calendarClientId,
    "'Link my Outlook calendar' (the demo OAuth application)",
  );
  if (s.calendar.redirectUri)
    check('VITE_OUTLOOK_REDIRECT_URI', s.calendar.redirectUri, '', 'calendar sign-in callback address');
  if (readVar(vars, 'VITE_OUTLOOK_CLIENT_SECRET')) {
    found.push({
      variable: 'VITE_OUTLOOK_CLIENT_SECRET',
      value: '(set)',
      why: 'a client secret ships in the bundle',
      shows: 'calendar code exchange; keep the secret on the server instead',
    });
  }
  return found;
}

/** The lines the build prints: a heading and one line per setting, or one line saying none is left. */
export function sampleSettingsReport(vars: Vars): string[] {
  const found = sampleSettings(vars);
  if (found.length === 0) return ['Organiser settings: none holds a sample value.'];
  return [
    `Organiser settings still holding sample values (${found.length}); set them before a real conference (README "Before a real conference"):`,
    ...found.map((item) => `  - ${item.variable} = ${item.value} (${item.why}; shows in: ${item.shows})`),
  ];
}
