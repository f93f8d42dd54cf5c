import { describe, expect, it, vi } from 'vitest';
import { notificationPath, OPEN_PAGE_MESSAGE, openNotificationPage } from '../notification-click';

const ORIGIN = 'https://portal.example';

describe("a click on one of the portal's notifications", () => {
  it('opens only pages of the portal', () => {
    expect(notificationPath({ url: '/user/schedule-preview#meeting-5001' }, ORIGIN)).toBe(
      '/user/schedule-preview#meeting-5001',
    );
    expect(notificationPath({ url: `${ORIGIN}/user/agenda?x=1` }, ORIGIN)).toBe('/user/agenda?x=1');
    expect(notificationPath({ url: 'https://elsewhere.example/user/agenda' }, ORIGIN)).toBeNull();
    expect(notificationPath({ url: 42 }, ORIGIN)).toBeNull();
    expect(notificationPath(null, ORIGIN)).toBeNull();
  });

  it('brings an open portal window to the front and asks it to open the page in the app', async () => {
    const focus = vi.fn(async () => undefined);
    const postMessage = vi.fn();
    const openWindow = vi.fn(async () => undefined);
    await openNotificationPage(
      '/user/schedule-preview#meeting-5001',
      [{ url: `${ORIGIN}/user/dashboard`, focus, postMessage }],
      openWindow,
    );
    expect(postMessage).toHaveBeenCalledWith({ type: OPEN_PAGE_MESSAGE, url: '/user/schedule-preview#meeting-5001' });
    expect(focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window at the page when no portal window is open', async () => {
    const openWindow = vi.fn(async () => undefined);
    await openNotificationPage('/user/schedule-preview#meeting-5001', [], openWindow);
    expect(openWindow).toHaveBeenCalledWith('/user/schedule-preview#meeting-5001');
  });
});
