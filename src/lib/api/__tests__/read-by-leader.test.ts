import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshWhenBackOnline } from '@/lib/offline/online';
import { createQueryClient } from '../query-client';
import { isReadByLeader, leaveReadsToLeader } from '../read-by-leader';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  onlineManager.setOnline(true);
});

/** A query client as the app has it, showing the schedule and the profile; counts each read. */
async function tabShowing() {
  const client = createQueryClient();
  client.mount();
  const reads = { schedule: 0, profile: 0 };
  for (const name of ['schedule', 'profile'] as const) {
    const observer = new QueryObserver(client, {
      queryKey: [name, 'me'],
      queryFn: async () => {
        reads[name] += 1;
        return { name };
      },
      // Old enough that react-query's own reconnect refetch reads it again too.
      staleTime: 0,
    });
    stops.push(observer.subscribe(() => undefined));
  }
  await expect.poll(() => reads).toEqual({ schedule: 1, profile: 1 });
  stops.push(refreshWhenBackOnline(client), () => client.unmount());
  return reads;
}

describe('answers another tab reads for this one', () => {
  it('are those under a key left to the leader, until that stops', () => {
    const stop = leaveReadsToLeader(['schedule']);
    expect(isReadByLeader(['schedule', 'me'])).toBe(true);
    expect(isReadByLeader(['profile', 'me'])).toBe(false);
    stop();
    expect(isReadByLeader(['schedule', 'me'])).toBe(false);
  });

  it('are not read back online in a tab that does not lead; the rest is, once each', async () => {
    const reads = await tabShowing();
    stops.push(leaveReadsToLeader(['schedule']));
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await expect.poll(() => reads.profile).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toEqual({ schedule: 1, profile: 2 });
  });

  it('are read back online, once, in the tab that leads', async () => {
    const reads = await tabShowing();
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await expect.poll(() => reads).toEqual({ schedule: 2, profile: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toEqual({ schedule: 2, profile: 2 });
  });
});
