import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { LoadError } from '../load-error';

describe('LoadError', () => {
  it('announces the default title and connection advice without an error', () => {
    render(<LoadError />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load this page.');
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('explains each kind of failure in words', () => {
    const cases: [ApiError, string][] = [
      [
        new ApiError(0, { status: 0 }, 'network'),
        'The server could not be reached. Please check your connection and try again.',
      ],
      [
        new ApiError(200, { status: 200 }, 'malformed'),
        'The server sent an answer the portal cannot read. Please try again.',
      ],
      [
        new ApiError(500, { status: 500, message: 'Server Error' }),
        'The server had a problem answering. Please try again.',
      ],
      [
        new ApiError(422, {
          status: 422,
          message: 'The given data was invalid.',
          errors: { client: ['Your registration has been cancelled.'] },
        }),
        'Your registration has been cancelled.',
      ],
      [new ApiError(404, { status: 404 }), 'Please try again.'],
    ];
    for (const [error, detail] of cases) {
      const { unmount } = render(<LoadError error={error} title="We could not load your schedule." />);
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load your schedule.');
      expect(screen.getByText(detail)).toBeInTheDocument();
      unmount();
    }
  });

  it('calls retry from its "Try again" button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LoadError error={new Error('boom')} onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
