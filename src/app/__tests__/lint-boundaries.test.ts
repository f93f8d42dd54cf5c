/**
 * The import boundaries of eslint.config.js, each shown firing on a wrong import and staying
 * quiet on the right one (the files named here need not exist: ESLint picks the rules by path).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
let eslint: ESLint;

// Loading the config and the TypeScript parser takes a few seconds on the first lint.
beforeAll(async () => {
  // The cycle rule would follow each import through the real app's whole graph; it has its own cases below.
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: path.join(root, 'eslint.config.js'),
    overrideConfig: { files: ['src/**/*.{ts,tsx}'], rules: { 'import-x/no-cycle': 'off' } },
  });
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'src/lib/warm-up.ts') });
}, 120_000);

/** The import rules a one-line module at `file` breaks. */
async function brokenImportRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath: path.join(root, file) });
  return result.messages
    .map((message) => message.ruleId ?? message.message)
    .filter((rule) => rule.includes('restricted-imports'));
}

const boundaries = 'no-restricted-imports';
const mocks = '@typescript-eslint/no-restricted-imports';

describe('import boundaries', () => {
  it('lets a feature use another feature through its index only', async () => {
    expect(
      await brokenImportRules('src/features/media/logic/a.ts', "import { value } from '@/features/schedule';"),
    ).toEqual([]);
    expect(
      await brokenImportRules(
        'src/features/media/logic/a.ts',
        "import { value } from '@/features/schedule/logic/days';",
      ),
    ).toEqual([boundaries]);
    expect(
      await brokenImportRules('src/features/media/logic/a.ts', "import { value } from '@/features/media/logic/b';"),
    ).toEqual([]);
  });

  it('keeps relative paths inside the feature', async () => {
    expect(await brokenImportRules('src/features/media/logic/a.ts', "import { value } from '../messages';")).toEqual(
      [],
    );
    expect(
      await brokenImportRules('src/features/media/logic/a.ts', "import { value } from '../../schedule/logic/days';"),
    ).toEqual([boundaries]);
    expect(await brokenImportRules('src/features/media/a.ts', "import { value } from '../schedule';")).toEqual([
      boundaries,
    ]);
  });

  it('keeps features out of the app', async () => {
    expect(await brokenImportRules('src/features/media/routes/a.tsx', "import { value } from '@/app/router';")).toEqual(
      [boundaries],
    );
    expect(
      await brokenImportRules('src/features/media/routes/a.tsx', "import { value } from '@/lib/session/redirects';"),
    ).toEqual([]);
  });

  it('keeps lib and components free of features and the app', async () => {
    expect(await brokenImportRules('src/lib/dates/a.ts', "import { value } from '@/features/media';")).toEqual([
      boundaries,
    ]);
    expect(await brokenImportRules('src/components/a.tsx', "import { value } from '@/app/routes';")).toEqual([
      boundaries,
    ]);
    expect(await brokenImportRules('src/lib/dates/a.ts', "import { value } from '../../features/media';")).toEqual([
      boundaries,
    ]);
    expect(await brokenImportRules('src/lib/dates/a.ts', "import { value } from '@/config/paths';")).toEqual([]);
  });

  it('lets only start-up, test support and tests import the mock backend', async () => {
    expect(await brokenImportRules('src/features/media/logic/a.ts', "import { value } from '@/mocks/db';")).toEqual([
      mocks,
    ]);
    expect(await brokenImportRules('src/app/router.tsx', "import { value } from '@/mocks/db';")).toEqual([mocks]);
    expect(await brokenImportRules('src/app/bootstrap.ts', "import { value } from '@/mocks/db';")).toEqual([]);
    expect(await brokenImportRules('src/testing/a.ts', "import { value } from '@/mocks/db';")).toEqual([]);
    expect(
      await brokenImportRules('src/features/media/__tests__/a.test.ts', "import { value } from '@/mocks/db';"),
    ).toEqual([]);
  });

  it('catches a dynamic import() into another feature too', async () => {
    const [result] = await eslint.lintText("export const load = () => import('@/features/schedule/logic/days');\n", {
      filePath: path.join(root, 'src/features/media/logic/a.ts'),
    });
    expect(result.messages.map((message) => message.ruleId)).toEqual(['no-restricted-syntax']);
    const [own] = await eslint.lintText("export const load = () => import('@/features/media/logic/b');\n", {
      filePath: path.join(root, 'src/features/media/logic/a.ts'),
    });
    expect(own.messages).toEqual([]);
  });

  it('lets the app load route pages deep inside features', async () => {
    expect(
      await brokenImportRules('src/app/a.tsx', "const value = () => import('@/features/media/routes/media-page');"),
    ).toEqual([]);
  });
});

describe('logic/ is pure', () => {
  const wrong = [
    "import { useState as value } from 'react';",
    "import type { ReactNode as value } from 'react';",
    "import { createRoot as value } from 'react-dom/client';",
    "import { useQuery as value } from '@tanstack/react-query';",
    "import { useNavigate as value } from 'react-router-dom';",
    "import { matchPath as value } from 'react-router';",
    "import type { Option as value } from '@/components/form/select-field';",
    "import { revealFlaggedRow as value } from '../components/reveal-row';",
  ];

  it('forbids React, react-query, the router and components in a feature’s logic/', async () => {
    for (const code of wrong) {
      expect(await brokenImportRules('src/features/preferences/logic/a.ts', code), code).toEqual([boundaries]);
      expect(await brokenImportRules('src/features/preferences/logic/__tests__/a.test.ts', code), code).toEqual([
        boundaries,
      ]);
    }
    expect(await brokenImportRules('src/lib/profile/logic/a.ts', wrong[0])).toEqual([boundaries]);
  });

  it('keeps the feature’s other rules in logic/ and allows its pure imports', async () => {
    expect(
      await brokenImportRules(
        'src/features/media/logic/a.ts',
        "import { value } from '@/features/schedule/logic/days';",
      ),
    ).toEqual([boundaries]);
    expect(await brokenImportRules('src/features/media/logic/a.ts', "import { value } from '../../schedule';")).toEqual(
      [boundaries],
    );
    for (const code of [
      "import { value } from './media-survey';",
      "import { value } from '../messages';",
      "import { value } from '@/lib/dates/format';",
      "import { value } from '@/features/schedule';",
      "import { z as value } from 'zod/mini';",
    ]) {
      expect(await brokenImportRules('src/features/media/logic/a.ts', code), code).toEqual([]);
    }
  });

  it('lets hooks, components and routes use React and components', async () => {
    for (const file of [
      'src/features/preferences/hooks/a.ts',
      'src/features/preferences/components/a.tsx',
      'src/features/preferences/routes/a.tsx',
    ]) {
      for (const code of wrong) expect(await brokenImportRules(file, code), `${file}: ${code}`).toEqual([]);
    }
  });
});

describe('one way to declare a mutation', () => {
  const direct = "import { useMutation as value } from '@tanstack/react-query';";

  it('forbids react-query’s useMutation outside src/lib/api/mutation.ts', async () => {
    for (const file of [
      'src/features/tours/api/a.ts',
      'src/features/tours/components/a.tsx',
      'src/lib/profile/a.ts',
      'src/app/a.tsx',
      'src/features/tours/__tests__/a.test.tsx',
    ]) {
      expect(await brokenImportRules(file, direct), file).toEqual([boundaries]);
    }
    expect(
      await brokenImportRules('src/features/tours/api/a.ts', "import * as value from '@tanstack/react-query';"),
    ).toEqual([boundaries]);
  });

  it('lets the wrapper use it, and everything else the rest of react-query', async () => {
    expect(await brokenImportRules('src/lib/api/mutation.ts', direct)).toEqual([]);
    expect(
      await brokenImportRules(
        'src/features/tours/api/a.ts',
        "import { useQueryClient as value } from '@tanstack/react-query';",
      ),
    ).toEqual([]);
    expect(
      await brokenImportRules(
        'src/features/tours/api/a.ts',
        "import { usePortalMutation as value } from '@/lib/api/mutation';",
      ),
    ).toEqual([]);
  });
});

describe('one lazy primitive', () => {
  const reactLazy = "import { lazy as value } from 'react';";

  it('forbids React’s lazy outside src/lib/lazy.tsx', async () => {
    for (const file of [
      'src/app/a.tsx',
      'src/features/preferences/components/a.tsx',
      'src/components/a.tsx',
      'src/features/preferences/__tests__/a.test.tsx',
    ]) {
      expect(await brokenImportRules(file, reactLazy), file).toEqual([boundaries]);
    }
  });

  it('lets src/lib/lazy.tsx wrap it, and others use lazyComponent', async () => {
    expect(await brokenImportRules('src/lib/lazy.tsx', reactLazy)).toEqual([]);
    expect(
      await brokenImportRules(
        'src/features/preferences/components/a.tsx',
        "import { lazyComponent as value } from '@/lib/lazy';",
      ),
    ).toEqual([]);
    expect(
      await brokenImportRules(
        'src/features/preferences/components/a.tsx',
        "import { Suspense as value } from 'react';",
      ),
    ).toEqual([]);
  });
});

describe('one dates module', () => {
  /** The rules a module at `file` breaks. */
  async function brokenRules(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
    return result.messages.map((message) => message.ruleId ?? message.message);
  }
  const dates = 'no-restricted-syntax';

  it('keeps date-fns and date-fns-tz inside src/lib/dates', async () => {
    const wrong = [
      "import { formatInTimeZone } from 'date-fns-tz';\nexport const value = formatInTimeZone;",
      "import { format } from 'date-fns/format';\nexport const value = format;",
      "export { format } from 'date-fns';",
      "export const load = () => import('date-fns-tz');",
    ];
    for (const code of wrong) {
      expect(await brokenRules('src/features/availability/logic/a.ts', code)).toEqual([dates]);
      expect(await brokenRules('src/lib/offline/a.ts', code)).toEqual([dates]);
      expect(await brokenRules('src/mocks/a.ts', code)).toEqual([dates]);
      expect(await brokenRules('src/lib/dates/a.ts', code)).toEqual([]);
    }
    expect(
      await brokenRules('src/features/media/logic/a.ts', "export { zonedDate } from '@/lib/dates/time-zones';"),
    ).toEqual([]);
  });

  it('keeps Intl date formatting inside src/lib/dates', async () => {
    const wrong = [
      "export const value = new Intl.DateTimeFormat('en-GB', { month: 'long' }).format(new Date());",
      'export const value = Intl.DateTimeFormat().resolvedOptions().timeZone;',
      "export const value = new Date().toLocaleDateString('en-US');",
    ];
    for (const code of wrong) {
      expect(await brokenRules('src/features/registration/logic/a.ts', code)).toEqual([dates]);
      expect(await brokenRules('src/mocks/a.ts', code)).toEqual([dates]);
      expect(await brokenRules('src/lib/dates/a.ts', code)).toEqual([]);
    }
    // A test may work out what it expects another way.
    expect(await brokenRules('src/features/registration/__tests__/a.test.ts', wrong[0])).toEqual([]);
    expect(await brokenRules('src/app/__tests__/a.test.tsx', wrong[0])).toEqual([]);
  });
});

describe('no import cycles', () => {
  // The rule follows imports on disk: a throw-away src/lib/ with the files each case needs.
  let project: string;
  let cycles: ESLint;
  beforeAll(() => {
    project = mkdtempSync(path.join(os.tmpdir(), 'lint-cycles-'));
    mkdirSync(path.join(project, 'src/lib'), { recursive: true });
    cycles = new ESLint({ cwd: project, overrideConfigFile: path.join(root, 'eslint.config.js') });
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  /** The rules src/lib/a.ts (`import { b } from './b'`) breaks, with src/lib/b.ts as given. */
  async function cycleRules(b: string): Promise<string[]> {
    const a = "import { b } from './b';\nexport const a = () => b;\n";
    writeFileSync(path.join(project, 'src/lib/a.ts'), a);
    writeFileSync(path.join(project, 'src/lib/b.ts'), b);
    writeFileSync(path.join(project, 'src/lib/c.ts'), 'export const c = 1;\n');
    const [result] = await cycles.lintText(a, { filePath: path.join(project, 'src/lib/a.ts') });
    return result.messages.map((message) => message.ruleId ?? message.message);
  }

  it('fires when two modules import each other', async () => {
    expect(await cycleRules("import { a } from './a';\nexport const b = () => a;\n")).toEqual(['import-x/no-cycle']);
  });

  it('allows a cycle closed by a dynamic import() (a lazily loaded page reading the route declarations)', async () => {
    expect(await cycleRules("export const b = () => import('./a');\n")).toEqual([]);
  });

  it('stays quiet when the imports lead elsewhere', async () => {
    expect(await cycleRules("import { c } from './c';\nexport const b = () => c;\n")).toEqual([]);
  });
});

describe('HTML from strings', () => {
  const setsHtml =
    'export const Text = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n';
  const fine = 'export const Text = ({ html }: { html: string }) => <div>{html}</div>;\n';

  async function rulesBroken(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.map((message) => message.ruleId ?? message.message);
  }

  it('forbids dangerouslySetInnerHTML outside SafeHtml, in features, components, the app and tests', async () => {
    for (const file of [
      'src/features/media/components/a.tsx',
      'src/components/a.tsx',
      'src/app/a.tsx',
      'src/features/media/__tests__/a.test.tsx',
    ]) {
      expect(await rulesBroken(file, setsHtml), file).toEqual(['no-restricted-syntax']);
      expect(await rulesBroken(file, fine), file).toEqual([]);
    }
  });

  it('lets SafeHtml set the sanitised HTML', async () => {
    expect(await rulesBroken('src/components/safe-html.tsx', setsHtml)).toEqual([]);
  });
});

describe('size limits', () => {
  it('rejects a file over 300 lines', async () => {
    const [result] = await eslint.lintText(`${'export const a = 1;\n'.repeat(301)}`, {
      filePath: path.join(root, 'src/lib/a.ts'),
    });
    expect(result.messages.map((message) => message.ruleId)).toContain('max-lines');
  });
});
