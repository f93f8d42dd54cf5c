import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../form/text-field';

function Form({
  onSubmit,
  error,
  hint,
}: {
  onSubmit: (values: { job_title: string }) => void;
  error?: string;
  hint?: string;
}) {
  const { register, handleSubmit } = useForm<{ job_title: string }>({ defaultValues: { job_title: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label="Job title"
        required
        registration={register('job_title')}
        error={error ? { message: error } : undefined}
        hint={hint}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TextField', () => {
  it('labels its input and reports typed text to react-hook-form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const input = screen.getByLabelText(/Job title/);
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'Chief Executive Officer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ job_title: 'Chief Executive Officer' });
  });

  it('ties the hint and the error message to the input', () => {
    render(<Form onSubmit={() => undefined} error="Field is required" hint="As on your business card" />);
    const input = screen.getByLabelText(/Job title/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your business card Field is required');
  });
});
