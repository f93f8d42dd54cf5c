import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { findHeading, renderApp, signInAs } from '@/testing/render';

describe('Useful Information — conference times', () => {
  it('states the times as London time with the offset of the conference dates (BST, GMT+1), never a bare GMT', async () => {
    signInAs('investor');
    renderApp('/user/information');
    await findHeading('Useful Information');
    const venue = screen.getByRole('region', { name: 'Venue' });
    expect(venue).toHaveTextContent('all times are London time (BST, GMT+1).');
    expect(venue.textContent).not.toMatch(/times are GMT\b/);
  });

  it('follows the conference dates of the server: a December conference is GMT, GMT+0', async () => {
    db.conference.start_date = '2025-12-01';
    db.conference.end_date = '2025-12-04';
    signInAs('investor');
    renderApp('/user/information');
    await findHeading('Useful Information');
    expect(screen.getByRole('region', { name: 'Venue' })).toHaveTextContent('all times are London time (GMT, GMT+0).');
  });
});

describe('Hotel and Accommodation — one story', () => {
  it('with the server text saying sold out: the negotiated rate is named sold out, no booking terms are offered', async () => {
    signInAs('investor');
    renderApp('/user/hotel-assistance');
    await findHeading('Hotel and Accommodation');
    expect(
      screen.getByText(/negotiated rate at the conference hotel is sold out; please book directly with the hotel/),
    ).toBeInTheDocument();
    const offer = screen.getByRole('region', { name: 'Conference hotel rate: sold out' });
    expect(offer).toHaveTextContent(
      "The conference's negotiated rate (395 GBP per night, single occupancy, including VAT and breakfast) is sold out. Please book your room directly with the hotel",
    );
    expect(within(offer).queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('Free cancellation until 8 August')).not.toBeInTheDocument();
    expect(screen.queryByText(/booking deadline/)).not.toBeInTheDocument();
  });

  it('with the rate still open: the rate card with its terms', async () => {
    db.conference.hotel_accommodation = '<p>Rooms at the conference rate can be booked through the organiser.</p>';
    signInAs('investor');
    renderApp('/user/hotel-assistance');
    await findHeading('Hotel and Accommodation');
    const offer = screen.getByRole('region', { name: 'Conference hotel rate' });
    expect(
      within(offer).getByText('395 GBP per night, single occupancy, including VAT and breakfast'),
    ).toBeInTheDocument();
    expect(within(offer).getByText('25 GBP per night for an extra guest')).toBeInTheDocument();
    expect(within(offer).getByText('Free cancellation until 8 August')).toBeInTheDocument();
    expect(screen.queryByText(/sold out/)).not.toBeInTheDocument();
  });
});
