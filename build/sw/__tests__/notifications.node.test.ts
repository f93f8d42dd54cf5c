import { describe, expect, it, vi } from 'vitest';
import { OPEN_PAGE_MESSAGE, type PortalWindow } from '../../../src/lib/notifications/notification-click';
import { type NotificationWorkerScope, openClickedNotifications } from '../notifications';

const ORIGIN = 'https://portal.example';
type ClickListener = Parameters<NotificationWorkerScope['addEventListener']>[1];

/** A worker scope with `windows` open; `click(data)` clicks a notification carrying `data`. */
function fakeWorker(windows: PortalWindow[]) {
  let listener: ClickListener | null = null;
  const openWindow = vi.fn(async () => undefined);
  const worker: NotificationWorkerScope = {
    location: { origin: ORIGIN },
    clients: { matchAll: async () => windows, openWindow },
    addEventListener: (_type, added) => {
      listener = added;
    },
  };
  openClickedNotifications(worker);
  const click = async (data: unknown) => {
    const close = vi.fn();
    const waited: Promise<unknown>[] = [];
    listener?.({ notification: { data, close }, waitUntil: (promise) => waited.push(promise) });
    await Promise.all(waited);
    return { close, waited: waited.length };
  };
  return { click, openWindow };
}

const portalWindow = () => ({
  url: `${ORIGIN}/user/dashboard`,
  focus: vi.fn(async () => undefined),
  postMessage: vi.fn(),
});

describe("the service worker's click on a reminder's notification", () => {
  it("brings the open portal window to the front at the meeting's entry on the schedule", async () => {
    const open = portalWindow();
    const { click, openWindow } = fakeWorker([open]);
    const { close, waited } = await click({ url: '/user/schedule-preview#meeting-5001' });
    expect(close).toHaveBeenCalled();
    expect(waited, 'the worker stays alive until the window is told').toBe(1);
    expect(open.postMessage).toHaveBeenCalledWith({
      type: OPEN_PAGE_MESSAGE,
      url: '/user/schedule-preview#meeting-5001',
    });
    expect(open.focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a window at the meeting when no portal window is open', async () => {
    const { click, openWindow } = fakeWorker([]);
    await click({ url: `${ORIGIN}/user/schedule-preview#session-7001` });
    expect(openWindow).toHaveBeenCalledWith('/user/schedule-preview#session-7001');
  });

  it('opens nothing for a notification that names no page of the portal', async () => {
    const open = portalWindow();
    const { click, openWindow } = fakeWorker([open]);
    const { close, waited } = await click({ url: 'https://elsewhere.example/phish' });
    expect(close).toHaveBeenCalled();
    expect(waited).toBe(0);
    expect(open.postMessage).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });
});
