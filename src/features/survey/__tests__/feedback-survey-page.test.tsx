import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp, signInAs } from '@/testing/render';
import { feedbackQuestions } from '../logic/feedback-survey';

const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 30_000 });

async function openSurvey() {
  signInAs('investor');
  const user = userEvent.setup();
  renderApp('/user/feedback-survey');
  await findHeading('Feedback Survey');
  return user;
}

describe('Feedback survey page', () => {
  it('shows nine questions with their choices', async () => {
    await openSurvey();
    // The questions (the frame's language switch is a group of its own).
    const groups = within(screen.getByRole('main')).getAllByRole('group');
    expect(groups).toHaveLength(9);
    expect(
      within(groups[0])
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Excellent', 'Good', 'Fair', 'Poor']);
    expect(within(screen.getByRole('group', { name: /next year's conference/ })).getAllByRole('radio')).toHaveLength(2);
  });

  it('requires every question, with a visible message on each unanswered one', async () => {
    const user = await openSurvey();
    await user.click(
      within(screen.getByRole('group', { name: /registration process/ })).getByRole('radio', { name: 'Good' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('This question is mandatory')).toHaveLength(8);
    expect(screen.getByRole('group', { name: /catering/ })).toHaveAccessibleDescription(/This question is mandatory/);
    expect(window.localStorage.getItem('feedback_survey')).toBeNull();
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
  });

  it('keeps the answers locally, thanks the attendee and sends nothing', async () => {
    const user = await openSurvey();
    const requests: string[] = [];
    const listener = ({ request }: { request: Request }) => void requests.push(`${request.method} ${request.url}`);
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    for (const question of feedbackQuestions) {
      const group = screen.getByRole('group', { name: new RegExp(question.text.replace(/[?'.]/g, '.')) });
      await user.click(within(group).getByRole('radio', { name: question.choices[1] }));
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    // Nothing but the frame's background read of the schedule (the attendee watch, started once the page has settled).
    expect(
      requests.filter((request) => !request.startsWith('GET ') || !request.includes('/auth/get-schedule?')),
    ).toEqual([]);
    const stored = JSON.parse(window.localStorage.getItem('feedback_survey') ?? 'null');
    expect(stored.answers).toEqual(Object.fromEntries(feedbackQuestions.map((q) => [q.id, q.choices[1]])));
    expect(typeof stored.submitted_at).toBe('string');

    await user.click(screen.getByRole('button', { name: 'Change my answers' }));
    expect(within(screen.getByRole('group', { name: /catering/ })).getByRole('radio', { name: 'Good' })).toBeChecked();
  });

  it('shows the thank-you again to an attendee who already answered', async () => {
    window.localStorage.setItem(
      'feedback_survey',
      JSON.stringify({ answers: { venue: 'Excellent' }, submitted_at: '2025-08-20T09:00:00.000Z' }),
    );
    const user = await openSurvey();
    expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change my answers' }));
    expect(
      within(screen.getByRole('group', { name: /venue/ })).getByRole('radio', { name: 'Excellent' }),
    ).toBeChecked();
  });
});
