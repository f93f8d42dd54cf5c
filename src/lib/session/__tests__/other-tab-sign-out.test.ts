import { describe, expect, it } from 'vitest';
import { sessionStore } from '../session';

const investor = { client_id: 1101, api_token: 'demo-token-investor1', full_titled_name: 'Mr. James Whitmore' };

/** What the browser tells this tab when another tab of the portal changes local storage. */
function otherTabChanged(key: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
}

describe('a session ended in another tab', () => {
  it('is ended here too, owing the plain login page, and this tab forgets its session storage', () => {
    window.localStorage.setItem('client', JSON.stringify(investor));
    otherTabChanged('client');
    expect(sessionStore.getSnapshot()).toMatchObject({ loggedIn: true, signOut: null });
    window.sessionStorage.setItem('calendar_code_verifier', 'kept for this attendee');

    // The other tab's logout (or 401) clears local storage.
    window.localStorage.clear();
    otherTabChanged(null);

    expect(sessionStore.getSnapshot()).toMatchObject({
      loggedIn: false,
      client: null,
      signOut: { redirectBack: false, replace: false },
    });
    expect(window.sessionStorage.getItem('calendar_code_verifier')).toBeNull();
  });

  it('leaves a visitor alone', () => {
    window.localStorage.clear();
    otherTabChanged(null);
    expect(sessionStore.getSnapshot()).toMatchObject({ loggedIn: false, signOut: null });
  });

  it('follows another sign-in at once', () => {
    window.localStorage.setItem('client', JSON.stringify(investor));
    otherTabChanged('client');
    expect(sessionStore.getSnapshot()).toMatchObject({ loggedIn: true, client: { client_id: 1101 } });
  });
});
