import { describe, expect, it } from 'vitest';
import { linkWebManifest, WEB_MANIFEST_URL } from '../web-manifest';

describe('the web app manifest link', () => {
  it('is added to the head once, however often it is asked for', () => {
    const doc = document.implementation.createHTMLDocument('portal');
    expect(doc.head.querySelector('link[rel="manifest"]')).toBeNull();
    linkWebManifest(doc);
    linkWebManifest(doc);
    const links = doc.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe(WEB_MANIFEST_URL);
  });

  it('leaves a link the page already has alone', () => {
    const doc = document.implementation.createHTMLDocument('portal');
    const own = doc.createElement('link');
    own.rel = 'manifest';
    own.href = '/other.webmanifest';
    doc.head.append(own);
    linkWebManifest(doc);
    expect([...doc.head.querySelectorAll('link[rel="manifest"]')].map((l) => l.getAttribute('href'))).toEqual([
      '/other.webmanifest',
    ]);
  });
});
