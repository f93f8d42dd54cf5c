import { describe, expect, it } from 'vitest';
import { isExampleHost, sampleSettings, sampleSettingsReport } from '../sample-settings';
import { readSettings, SAMPLE_SETTINGS } from '../settings-read';

const real = {
  VITE_CONFERENCE_EMAIL: 'events@bank.co.uk',
  VITE_SCHEDULES_EMAIL: 'schedules@bank.co.uk',
  VITE_FILE_HOST: 'https://files.bank.co.uk/',
  VITE_SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/bankconference',
  VITE_SOCIAL_TWITTER_URL: 'https://twitter.com/bankconference',
  VITE_SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@bankconference',
  VITE_SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/bankconference',
  VITE_OUTLOOK_CLIENT_ID: '0a1b2c3d-real-app',
};

describe('organiser settings', () => {
  it('falls back to the shipped samples, with no client secret and no app-store links', () => {
    const s = readSettings({});
    expect(s.conferenceEmail).toBe(SAMPLE_SETTINGS.conferenceEmail);
    expect(s.schedulesEmail).toBe('schedules@londonconference.example');
    expect(s.fileHost).toBe('https://files.londonconference.example');
    expect(s.socialLinks.map((l) => l.label)).toEqual(['Facebook', 'Twitter', 'YouTube', 'LinkedIn']);
    expect(s.appStore).toEqual({ ios: null, android: null });
    expect(s.calendar.clientSecret).toBeNull();
    expect(s.calendar.redirectUri).toBeNull();
  });

  it('reads each variable, trimmed, and drops a trailing slash of the file host', () => {
    const s = readSettings({
      ...real,
      VITE_OUTLOOK_CLIENT_SECRET: ' s3cret ',
      VITE_APP_STORE_IOS_URL: 'https://apps.apple.com/app/id1',
    });
    expect(s.conferenceEmail).toBe('events@bank.co.uk');
    expect(s.fileHost).toBe('https://files.bank.co.uk');
    expect(s.socialLinks[2].href).toBe('https://www.youtube.com/@bankconference');
    expect(s.appStore.ios).toBe('https://apps.apple.com/app/id1');
    expect(s.calendar.clientId).toBe('0a1b2c3d-real-app');
    expect(s.calendar.clientSecret).toBe('s3cret');
  });
});

describe('expected schedule date', () => {
  it('is none unless the organiser sets one', () => {
    expect(readSettings({}).scheduleExpectedDate).toBeNull();
    expect(readSettings({ VITE_SCHEDULE_EXPECTED_DATE: ' ' }).scheduleExpectedDate).toBeNull();
    expect(readSettings({ VITE_SCHEDULE_EXPECTED_DATE: ' 2025-08-29 ' }).scheduleExpectedDate).toBe('2025-08-29');
  });
});

describe('sample-settings report', () => {
  it('recognises example hosts only', () => {
    expect(isExampleHost('files.londonconference.example')).toBe(true);
    expect(isExampleHost('portal.example.com')).toBe(true);
    expect(isExampleHost('example.org')).toBe(true);
    expect(isExampleHost('bank.co.uk')).toBe(false);
    expect(isExampleHost('myexample.com')).toBe(false);
  });

  it('lists every sample value of a build with no settings, the demo OAuth client included', () => {
    const variables = sampleSettings({}).map((item) => item.variable);
    expect(variables).toEqual([
      'VITE_CONFERENCE_EMAIL',
      'VITE_SCHEDULES_EMAIL',
      'VITE_FILE_HOST',
      'VITE_SOCIAL_FACEBOOK_URL',
      'VITE_SOCIAL_TWITTER_URL',
      'VITE_SOCIAL_YOUTUBE_URL',
      'VITE_SOCIAL_LINKEDIN_URL',
      'VITE_OUTLOOK_CLIENT_ID',
    ]);
    const report = sampleSettingsReport({});
    expect(report[0]).toMatch(/still holding sample values \(8\)/);
    expect(report).toContain(
      "  - VITE_OUTLOOK_CLIENT_ID = 3f6c9a52-7d1e-4b8a-9c2f-1e5d7a0b4c11 (the shipped sample; shows in: 'Link my Outlook calendar' (the demo OAuth application))",
    );
  });

  it('lists nothing once every setting is the organiser’s own', () => {
    expect(sampleSettings(real)).toEqual([]);
    expect(sampleSettingsReport(real)).toEqual(['Organiser settings: none holds a sample value.']);
  });

  it('flags an example host set explicitly, and a client secret that would ship in the bundle', () => {
    const found = sampleSettings({
      ...real,
      VITE_CONFERENCE_EMAIL: 'info@portal.example.com',
      VITE_APP_STORE_ANDROID_URL: 'https://store.example/app',
      VITE_OUTLOOK_CLIENT_SECRET: 'anything',
    });
    expect(found.map((item) => [item.variable, item.why])).toEqual([
      ['VITE_CONFERENCE_EMAIL', 'an example host'],
      ['VITE_APP_STORE_ANDROID_URL', 'an example host'],
      ['VITE_OUTLOOK_CLIENT_SECRET', 'a client secret ships in the bundle'],
    ]);
    expect(JSON.stringify(found)).not.toContain('anything');
  });
});
