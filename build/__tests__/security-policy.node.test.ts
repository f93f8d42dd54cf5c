/** The one policy (build/csp.ts) and the header form the build writes for nginx (build/plugins/security-policy.ts). */
import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../csp';
import { nginxSecurityHeader } from '../plugins/security-policy';

const scripts = {
  head: 'markSignedIn()',
  entryLoader: 'loadEntryOncePainted()',
  earlyLogin: 'runEarlyLogin()',
  keptPage: 'paintKeptPage()',
};
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the security policy', () => {
  it('allows the site’s own scripts and the four inline scripts by their hashes, and nothing else', () => {
    const scriptSrc = contentSecurityPolicy({}, scripts)
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(
      `script-src 'self' ${sha256(scripts.head)} ${sha256(scripts.entryLoader)} ${sha256(scripts.earlyLogin)} ${sha256(scripts.keptPage)}`,
    );
  });

  it('adds frame-ancestors in its header form only', () => {
    const meta = contentSecurityPolicy({}, scripts);
    expect(meta).not.toMatch(/frame-ancestors/);
    expect(contentSecurityPolicy({}, scripts, { forHeader: true })).toBe(`${meta}; frame-ancestors 'self'`);
  });

  it('is written for nginx as one header sent with every answer, errors too', () => {
    const policy = contentSecurityPolicy({}, scripts, { forHeader: true });
    const lines = nginxSecurityHeader(policy).trimEnd().split('\n');
    expect(lines.filter((line) => !line.startsWith('#'))).toEqual([
      `add_header Content-Security-Policy "${policy}" always;`,
    ]);
  });

  it('refuses to write a policy nginx would read differently', () => {
    expect(() => nginxSecurityHeader(`default-src 'self'; img-src "x"`)).toThrow(/nginx string/);
    expect(() => nginxSecurityHeader("default-src 'self' $host")).toThrow(/nginx string/);
  });
});
