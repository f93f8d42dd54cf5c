/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_MOCKING?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_FIXED_NOW?: string;
  readonly VITE_FILE_HOST?: string;
  readonly VITE_CONFERENCE_EMAIL?: string;
  readonly VITE_SCHEDULES_EMAIL?: string;
  readonly VITE_SOCIAL_FACEBOOK_URL?: string;
  readonly VITE_SOCIAL_TWITTER_URL?: string;
  readonly VITE_SOCIAL_YOUTUBE_URL?: string;
  readonly VITE_SOCIAL_LINKEDIN_URL?: string;
  readonly VITE_APP_STORE_IOS_URL?: string;
  readonly VITE_APP_STORE_ANDROID_URL?: string;
  readonly VITE_OUTLOOK_CLIENT_ID?: string;
  readonly VITE_OUTLOOK_SCOPE?: string;
  readonly VITE_OUTLOOK_AUTHORIZE_URL?: string;
  readonly VITE_OUTLOOK_REDIRECT_URI?: string;
  readonly VITE_OUTLOOK_CLIENT_SECRET?: string;
  readonly VITE_LANGUAGE_SWITCH?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
