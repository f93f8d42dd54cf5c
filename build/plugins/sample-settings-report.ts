import type { Plugin } from 'vite';
import { sampleSettingsReport } from '../../src/config/sample-settings.js';

/** At the end of a build, the organiser settings still holding sample values (the build still succeeds). */
export function reportSampleSettings(env: Record<string, string>): Plugin {
  return {
    name: 'portal-sample-settings',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler: () => {
        process.stdout.write(`\n${sampleSettingsReport(env).join('\n')}\n\n`);
      },
    },
  };
}
