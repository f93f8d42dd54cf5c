import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Option, SelectField, selectMessages } from '../form/select-field';

const countries: Option<number>[] = [
  { value: 826, label: 'United Kingdom' },
  { value: 784, label: 'United Arab Emirates' },
  { value: 682, label: 'Saudi Arabia' },
];

describe('SelectField', () => {
  it('labels the react-select input and reports the chosen option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectField<Option<number>> label="Country" required options={countries} onChange={onChange} />);
    const input = screen.getByLabelText(/Country/);
    expect(input).toHaveAttribute('role', 'combobox');
    await user.click(input);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'United Kingdom',
      'United Arab Emirates',
      'Saudi Arabia',
    ]);
    await user.click(screen.getByRole('option', { name: 'Saudi Arabia' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]).toEqual({ value: 682, label: 'Saudi Arabia' });
  });

  it('narrows the options by what is typed and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<SelectField<Option<number>> label="Country" options={countries} />);
    const input = screen.getByLabelText('Country');
    await user.type(input, 'united');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['United Kingdom', 'United Arab Emirates']);
    await user.type(input, 'xyz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText(selectMessages.noResults)).toBeInTheDocument();
  });

  it('asks for more characters until the minimum input length is reached', async () => {
    const user = userEvent.setup();
    render(<SelectField<Option<number>> label="Company" options={[]} minimumInputLength={3} />);
    const input = screen.getByLabelText('Company');
    await user.type(input, 'ab');
    expect(screen.getByText('Please enter 3 or more characters')).toBeInTheDocument();
    await user.type(input, 'c');
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it('shows the searching message while loading', async () => {
    const user = userEvent.setup();
    render(<SelectField<Option<number>> label="Company" options={[]} isLoading />);
    await user.click(screen.getByLabelText('Company'));
    expect(screen.getByText('Searching…')).toBeInTheDocument();
  });

  it('stops further choices once the maximum is selected', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <SelectField<Option<number>, true>
        label="Countries"
        isMulti
        options={countries}
        value={countries.slice(0, 2)}
        maxSelected={2}
      />,
    );
    await user.click(screen.getByLabelText('Countries'));
    expect(screen.getByRole('option', { name: 'Saudi Arabia' })).toHaveAttribute('aria-disabled', 'true');
    rerender(
      <SelectField<Option<number>, true>
        label="Countries"
        isMulti
        options={countries}
        value={countries}
        maxSelected={3}
      />,
    );
    expect(screen.getByText('You can only select 3 items')).toBeInTheDocument();
    expect(selectMessages.maximumSelected(1)).toBe('You can only select 1 item');
  });

  it('marks the input invalid and points it at the error text', () => {
    render(
      <SelectField<Option<number>>
        label="Country"
        options={countries}
        error="Field is required"
        hint="Where you are based"
      />,
    );
    const input = screen.getByLabelText('Country');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const errorId = input.getAttribute('aria-errormessage');
    expect(errorId).toBeTruthy();
    expect(document.getElementById(errorId as string)).toHaveTextContent('Field is required');
    expect(screen.getByText('Where you are based')).toBeInTheDocument();
  });
});
