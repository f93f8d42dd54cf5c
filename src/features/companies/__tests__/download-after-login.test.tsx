import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisteredCompany } from '@/lib/api/contract';
import { findHeading, renderApp } from '@/testing/render';
import { CompanyFileLink } from '../components/company-file-link';

const nile: RegisteredCompany = {
  id: 501,
  name: 'Nile Delta Bank',
  website: null,
  country: { id: 818, name: 'Egypt' },
  sector: { id: 1, name: 'Banks' },
  bloomberg: null,
  reuter: null,
  uploads: [{ id: 3101, presentation: 'nile-delta-bank-presentation-2025.pdf', profile: null }],
};
const FILE_URL =
  '/api/v1/user/files/general/download-file?conference_id=14&company_id=501&file_type=presentation&record_id=3101';

const realLocation = window.location;

/** The browser's location, except that a navigation to a file (`assign`) is recorded instead of made. */
function recordFileNavigations() {
  const assign = vi.fn();
  // The location's own properties cannot be replaced: a stand-in reads everything else from it.
  const location = new Proxy({} as Location, {
    get(_, key) {
      if (key === 'assign') return assign;
      const value: unknown = Reflect.get(realLocation, key, realLocation);
      return typeof value === 'function' ? value.bind(realLocation) : value;
    },
    set: (_, key, value) => Reflect.set(realLocation, key, value, realLocation),
  });
  Object.defineProperty(window, 'location', { configurable: true, value: location });
  return assign;
}

afterEach(() => Object.defineProperty(window, 'location', { configurable: true, value: realLocation }));

// Spec A§4, A§6, contract §13 `download_target`: a guest's download is kept, then made right after the login.
describe('a download asked for while signed out', { timeout: 120_000 }, () => {
  it('is stored on the way to the login page, then downloaded by itself once the attendee has signed in', async () => {
    const user = userEvent.setup();
    const guest = createMemoryRouter(
      [
        {
          path: '/companies',
          element: (
            <CompanyFileLink
              company={nile}
              type="presentation"
              file={{ type: 'presentation', recordId: 3101, fileName: 'p.pdf' }}
              viewer="guest"
            />
          ),
        },
        { path: '/auth/login', element: <p>Login page</p> },
      ],
      { initialEntries: ['/companies'] },
    );
    const first = render(<RouterProvider router={guest} />);
    await user.click(screen.getByRole('link', { name: /presentation of Nile Delta Bank/ }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('download_target') ?? 'null')).toBe(FILE_URL);
    first.unmount();

    const assign = recordFileNavigations();
    const { router } = renderApp('/auth/login');
    await findHeading('Login');
    expect(assign).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Username/), 'investor1');
    await user.type(screen.getByLabelText(/^Password/), 'password1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(FILE_URL), { timeout: 30_000 });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('download_target')).toBeNull();
    expect(router.state.location.pathname).not.toBe('/auth/login');
  });

  it('is not made after a login when none was asked for', async () => {
    const user = userEvent.setup();
    const assign = recordFileNavigations();
    const { router } = renderApp('/auth/login');
    await findHeading('Login');
    await user.type(screen.getByLabelText(/Username/), 'investor1');
    await user.type(screen.getByLabelText(/^Password/), 'password1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/auth/login'), { timeout: 30_000 });
    expect(assign).not.toHaveBeenCalled();
  });
});
