import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
// Not a React hook (it switches the catalogue's language for the test), hence the name here.
import { resetLanguage, untranslated, usePseudoLanguage as startPseudoLanguage } from '@/testing/catalogue';
import { demoMode, resetDemoMode } from '@/testing/demo-mode';
import { findHeading, renderApp, signInAs } from '@/testing/render';

vi.mock('@/config/env', async (original) => (await import('@/testing/demo-mode')).envWithDemoMode(original));

/**
 * The information pages of the signed-in attendee (Useful Information, Concierge Services, Hotel and Accommodation,
 * the Webex guide) show no text of their own outside the message catalogue: rendered in the pseudo-language (every
 * catalogue text wrapped in ⟦ ⟧), what is left in the page's main region is the server's (the conference's name, its
 * hotel text, its e-mail address) or the organiser's, in its own direction, or a date Intl wrote in the page's
 * language. In Arabic, the pages read in Arabic.
 */
const CONFERENCE_TEXT = '*/api/v1/user/auth/get-conference-text';

afterEach(async () => {
  resetDemoMode();
  await resetLanguage();
});

const main = () => screen.getByRole('main');

async function open(path: string, heading: string, role: 'investor' | 'presenter' = 'investor') {
  signInAs(role);
  startPseudoLanguage();
  renderApp(path);
  await findHeading(`⟦${heading}⟧`);
}

describe('the information pages in the pseudo-language', () => {
  it('Useful Information: the venue with the conference’s name as sent, the agenda and the deadlines', async () => {
    await open('/user/information', 'Useful Information');
    await screen.findByText(/⟦Registration for investors⟧/, {}, { timeout: 30_000 });
    // The server's conference name, isolated in its own direction inside the catalogue's sentence.
    expect(screen.getByText(/Conference takes place/)).toHaveTextContent(
      /^⟦The \u2068.+\u2069 Conference takes place at a football stadium in north London⟧/,
    );
    expect(untranslated(main())).toEqual([]);
  });

  it('Useful Information without its conference text: the failure and its retry', async () => {
    server.use(http.get(CONFERENCE_TEXT, () => HttpResponse.json({ status: 500, message: 'x' }, { status: 500 })));
    await open('/user/information', 'Useful Information');
    await screen.findByRole('button', { name: '⟦Try again⟧' }, { timeout: 30_000 });
    expect(untranslated(main())).toEqual([]);
  });

  it('Concierge Services, to be published', async () => {
    await open('/user/concierge-services', 'Concierge Services');
    expect(untranslated(main())).toEqual([]);
  });

  it('Concierge Services in the demo, the services as the organiser wrote them', async () => {
    demoMode.on = true;
    await open('/user/concierge-services', 'Concierge Services', 'presenter');
    expect(screen.getByRole('heading', { name: 'Airport transfers' }).closest('li')).toHaveAttribute('dir', 'auto');
    expect(untranslated(main())).toEqual([]);
  });

  it('Hotel and Accommodation, sold out: the server’s text as sent', async () => {
    await open('/user/hotel-assistance', 'Hotel and Accommodation');
    expect(screen.getByRole('region', { name: '⟦Conference hotel rate: sold out⟧' })).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('Hotel and Accommodation with the rate open', async () => {
    db.conference.hotel_accommodation = '<p>Rooms at the conference rate can be booked through the organiser.</p>';
    await open('/user/hotel-assistance', 'Hotel and Accommodation', 'presenter');
    expect(screen.getByRole('region', { name: '⟦Conference hotel rate⟧' })).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('the Webex joining guide', async () => {
    await open('/webex-guide', 'Webex Joining Guide', 'presenter');
    expect(untranslated(main())).toEqual([]);
  });
});

describe('the information pages in Arabic', () => {
  it('Useful Information and the hotel page read in Arabic; the server’s texts as sent', async () => {
    signInAs('investor');
    await activateLocale('ar', { remember: false });
    const information = renderApp('/user/information');
    await findHeading('معلومات مفيدة');
    expect(screen.getByRole('heading', { name: 'مكان الانعقاد' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جميع المواعيد النهائية المهمة' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'مكان الانعقاد' })).getByText(/باللغة الإنجليزية/)).toBeVisible();
    information.unmount();

    renderApp('/user/hotel-assistance');
    await findHeading('الفندق والإقامة');
    const offer = screen.getByRole('region', { name: 'سعر فندق المؤتمر: نفدت الغرف' });
    expect(offer).toHaveTextContent(
      'السعر المتفق عليه للمؤتمر (395 جنيهًا إسترلينيًا لليلة الواحدة لشخص واحد، شاملةً ضريبة القيمة المضافة والإفطار) لم يعد متاحًا.',
    );
    // The server's hotel text, in English as sent, in its own direction.
    expect(
      screen.getByText(/negotiated rate at the conference hotel is sold out/).closest('[dir="auto"]'),
    ).not.toBeNull();
  }, 60_000);
});
