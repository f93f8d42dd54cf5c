import { describe, expect, it } from 'vitest';
import { nextTask } from '../next-task';

describe('nextTask', () => {
  it('resolves after the tasks already queued, not within the current one', async () => {
    const order: string[] = [];
    window.setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['microtask', 'queued task', 'after nextTask']);
  });
});
