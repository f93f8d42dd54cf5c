/**
 * Creating the portal's Trusted Types policies (their names: src/config/trusted-types.ts). Where
 * the browser has no Trusted Types (older browsers, jsdom, the build's prerendering) there is no
 * policy and values stay plain strings.
 */
import type { TrustedTypePolicyName } from '@/config/trusted-types';

/** A rule returns the value to trust, or null (the default policy) / throws (a named one) to refuse it. */
type Rule = (input: string, type?: string, sink?: string) => string | null;
type Rules = { createHTML?: Rule; createScriptURL?: Rule };

export type TrustedPolicy = {
  readonly name: string;
  createHTML(input: string): TrustedHTML;
  createScriptURL(input: string): object;
};

type PolicyFactory = { createPolicy(name: string, rules: Rules): TrustedPolicy };

export function createPolicy(name: TrustedTypePolicyName, rules: Rules): TrustedPolicy | null {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  return factory ? factory.createPolicy(name, rules) : null;
}

/**
 * `url` as `policy` trusts it, typed as the string the DOM's type declarations ask for: script
 * sinks take the TrustedScriptURL in its place. Without Trusted Types, `url` itself.
 */
export function trustedScriptUrl(policy: TrustedPolicy | null, url: string): string {
  return policy ? (policy.createScriptURL(url) as unknown as string) : url;
}

/** `html` as `policy` trusts it, typed as a string for the same reason (DOMParser takes TrustedHTML). */
export function trustedHtml(policy: TrustedPolicy | null, html: string): string {
  return policy ? (policy.createHTML(html) as unknown as string) : html;
}

/** A named policy's rule refuses a value by throwing: the sink then receives nothing at all. */
export function refuse(what: string): never {
  throw new TypeError(`Trusted Types: ${what} is not trusted by the portal`);
}
