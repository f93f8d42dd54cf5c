import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { buildScheduleAnswer, buildScheduleSlot } from '@/testing/builders/schedule';
import { investorHeading, openInvestorSchedule, pinDemoClock, releaseDemoClock, SCHEDULE, slotNamed } from './helpers';

afterEach(releaseDemoClock);

// A case the fuzz suite found (src/testing/fuzz): every meeting's end time sent as the number 0.
describe('schedule page — a meeting whose end time cannot be read', () => {
  it('still lists the meeting, without offering to add it to a calendar', async () => {
    pinDemoClock();
    const answer = buildScheduleAnswer({
      schedule: { '2025-09-08': [buildScheduleSlot({ end_time: 0 as unknown as string })] },
    });
    server.use(http.get(SCHEDULE, () => HttpResponse.json(answer)));
    await openInvestorSchedule();

    const meeting = slotNamed(/^Gulf Horizon Telecom, Monday 8 September 2025 14:00/);
    expect(within(meeting).getByText('Group meeting')).toBeInTheDocument();
    expect(within(meeting).queryByText('Add to calendar')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: investorHeading })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('offers the calendar for a meeting whose times can be read', async () => {
    pinDemoClock();
    const answer = buildScheduleAnswer({ schedule: { '2025-09-08': [buildScheduleSlot()] } });
    server.use(http.get(SCHEDULE, () => HttpResponse.json(answer)));
    await openInvestorSchedule();

    const meeting = slotNamed(/^Gulf Horizon Telecom, Monday 8 September 2025 14:00/);
    expect(within(meeting).getByText('Add to calendar')).toBeInTheDocument();
  });
});
