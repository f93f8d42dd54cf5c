import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { GroupedSlots } from '@/lib/api/contract';
import { server } from '@/mocks/node';
import { demoTokens, renderApp, signInAs } from '@/testing/render';
import { pinDemoClockForEachTest } from '@/testing/registration-flows';

pinDemoClockForEachTest();

const GROUPED = '*/api/v1/user/auth/get-grouped-slots';
const UPDATE = '*/api/v1/user/auth/update-profile';
const PROFILE = '*/api/v1/user/auth/get-required-data-update-profile';

/** The mock backend's day groups for the presenter, as the page gets them. */
async function demoGroups(): Promise<GroupedSlots[]> {
  const response = await fetch('/api/v1/user/auth/get-grouped-slots?conference_id=14&client_id=1101', {
    headers: { Authorization: `Bearer ${demoTokens.presenter}` },
  });
  return ((await response.json()) as { data: GroupedSlots[] }).data;
}

/** The mock backend's day groups with every slot's id 0 and no end time. */
async function groupsWithSlotIdsZero(): Promise<GroupedSlots[]> {
  const groups = await demoGroups();
  for (const group of groups) {
    for (const day of Object.values(group.slots)) {
      for (const slot of day.timeslots) Object.assign(slot, { id: 0, end_time: 0 });
    }
  }
  return groups;
}

/** Serves these day groups to the signed-in presenter; the slots each save sent. */
function serveGroups(groups: GroupedSlots[]): unknown[][] {
  const sent: unknown[][] = [];
  server.use(
    http.get(GROUPED, () => HttpResponse.json({ status: 200, data: groups })),
    http.post(UPDATE, async ({ request }) => {
      sent.push(((await request.clone().json()) as { available_slot: unknown[] }).available_slot);
      return HttpResponse.json({ status: 200, message: 'Saved.', api_token: demoTokens.presenter });
    }),
  );
  signInAs('presenter');
  return sent;
}

/** Opens the presenter's availability page with these day groups and presses Submit; the slots each save sent. */
async function submitWith(groups: GroupedSlots[]): Promise<unknown[][]> {
  const sent = serveGroups(groups);
  renderApp('/auth/availability');
  await screen.findByRole('checkbox', { name: 'Monday 8 September' }, { timeout: 30_000 });
  await act(async () => screen.getByRole('button', { name: 'Submit' }).click());
  return sent;
}

// Cases the fuzz suite found (src/testing/fuzz): saved slots the page does not list were sent back with a save.
describe('Availability page — saved slots the day groups do not offer', () => {
  it('sends none of them when every slot of the groups arrives with the id 0 (and no end time)', async () => {
    const sent = await submitWith(await groupsWithSlotIdsZero());
    // None of the presenter's slots is on the page: it asks for slots instead of saving the hidden ones.
    expect(await screen.findByText('Slots per Day Required', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends none of them when Submit is pressed in the same moment the day groups show', async () => {
    const sent = serveGroups(await groupsWithSlotIdsZero());
    // Submit is pressed by the first look that finds the days, before anything else the page runs afterwards.
    const pressed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('input[type="checkbox"]')) return;
        observer.disconnect();
        screen.getByRole('button', { name: 'Submit' }).click();
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    renderApp('/auth/availability');
    await pressed;
    expect(await screen.findByText('Slots per Day Required', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends only the listed ones when a saved day is not offered', async () => {
    const groups = await demoGroups();
    for (const group of groups) delete group.slots['2025-09-09'];
    const sent = await submitWith(groups);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual([101, 102, 103, 104, 105, 106, 107, 108]);
  });
});

// A case the fuzz suite found (src/testing/fuzz, presenter availability, seed 20250908): a saved zone that is not a
// text took the page down ("zone.split is not a function").
describe('Availability page — a saved time zone that is not a text', () => {
  it.each([true, 14, ['Asia/Dubai'], { code: 'Asia/Dubai' }])(
    'shows the page in Dubai time when it is %j',
    async (zone) => {
      const response = await fetch('/api/v1/user/auth/get-required-data-update-profile?conference_id=14', {
        headers: { Authorization: `Bearer ${demoTokens.presenter}` },
      });
      const profile = (await response.json()) as { client: Record<string, unknown> };
      profile.client.timezone = zone;
      server.use(http.get(PROFILE, () => HttpResponse.json(profile)));
      signInAs('presenter');
      renderApp('/auth/availability');
      expect(
        await screen.findByRole('checkbox', { name: 'Monday 8 September' }, { timeout: 30_000 }),
      ).toBeInTheDocument();
      expect(screen.getAllByText(/Dubai time/).length).toBeGreaterThan(0);
      expect(screen.queryByText('This page could not be shown.')).toBeNull();
    },
  );
});

// A case the fuzz suite found (src/testing/fuzz, auth/get-grouped-slots, seed 20250908): the day groups repeated
// 5,000 times showed every day and a chosen day's slots 5,000 times, until the test process ran out of memory.
describe('Availability page — day groups the server repeats', () => {
  it('shows each day, and a chosen day’s slots, once', async () => {
    const groups = await demoGroups();
    const repeated = Array.from({ length: 3 }, () => groups).flat();
    const consoleError = vi.spyOn(console, 'error');
    const sent = await submitWith(repeated);
    expect(screen.getAllByRole('checkbox', { name: 'Monday 8 September' })).toHaveLength(1);
    expect(screen.getAllByRole('group', { name: 'Time slots on Monday 8 September' })).toHaveLength(1);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(consoleError).not.toHaveBeenCalled();
  });
});
