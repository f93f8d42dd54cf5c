/**
 * The organiser's settings, parsed once from the build's `VITE_*` variables (see
 * settings-read.ts for each field and .env.example for each variable). Everything
 * organiser-specific the portal shows — contact addresses, the file host, social links,
 * app-store links, the calendar provider's OAuth application — comes from here.
 */
import { readSettings } from './settings-read';

export type { Settings, SocialNetwork } from './settings-read';

export const settings = readSettings(import.meta.env);
