import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEAKERS } from '@/content/speakers';
import { activateLocale } from '@/i18n/activate';
import { showAlert } from '@/lib/alerts';
import { pinClock } from '@/lib/dates/clock';
import { server } from '@/mocks/node';
// Not a React hook (it switches the catalogue's language for the test), hence the name here.
import { resetLanguage, untranslated, usePseudoLanguage as startPseudoLanguage } from '@/testing/catalogue';
import { demoMode, resetDemoMode } from '@/testing/demo-mode';
import { pinDemoClockForEachTest } from '@/testing/registration-flows';
import { findHeading, renderApp, signInAs } from '@/testing/render';
import { Carousel } from '../components/carousel';
import { Countdown } from '../components/countdown';
import { EVENT_START } from '../logic/countdown';
import { SPEAKERS_BREAKPOINTS } from '../logic/carousel';

vi.mock('@/config/env', async (original) => (await import('@/testing/demo-mode')).envWithDemoMode(original));
vi.mock('@/lib/alerts', async (original) => ({
  ...(await original<typeof import('@/lib/alerts')>()),
  showAlert: vi.fn(async () => undefined),
}));

/**
 * The open public pages show no text of their own outside the message catalogue: rendered in the pseudo-language
 * (every catalogue text wrapped in ⟦ ⟧), what is left in the page's main region (and the lightbox) is the organiser's
 * content (src/content) or the server's, in its own direction, or a date Intl wrote in the page's language. In Arabic,
 * the pages read in Arabic.
 */
const CONFERENCE_TEXT = '*/api/v1/user/auth/get-conference-text';

afterEach(async () => {
  resetDemoMode();
  await resetLanguage();
});

const main = () => screen.getByRole('main');

async function open(path: string, heading: string) {
  startPseudoLanguage();
  renderApp(path);
  await findHeading(`⟦${heading}⟧`);
}

describe('the catalogue check', () => {
  it('reads a catalogue text filled with another, and still finds a text outside both', () => {
    const box = document.createElement('div');
    box.innerHTML = '<p>⟦Previous ⟦past speakers⟧⟧</p><p>⟦Save the date: ⟦a⟧, ⟦b⟧⟧ and more</p>';
    expect(untranslated(box)).toEqual(['and more']);
  });
});

describe('the home and landing pages in the pseudo-language', () => {
  pinDemoClockForEachTest();

  it('the home page, signed out and signed in', async () => {
    await open('/home', '19th Annual London One-on-One Conference');
    expect(screen.getByRole('timer', { name: '⟦Time left until 8 September 2025, 00:00 London time⟧' })).toBeVisible();
    expect(screen.getByRole('region', { name: '⟦Flagship conferences⟧' })).toBeInTheDocument();
    expect(screen.getByText('⟦4th Annual London One-on-One⟧')).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('the home page of a signed-in attendee, in the demo with its sample video', async () => {
    demoMode.on = true;
    signInAs('investor');
    await open('/home', '19th Annual London One-on-One Conference');
    expect(await within(main()).findByRole('link', { name: '⟦My Dashboard⟧' })).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('the landing page with its navbar, signed out, then its sample content in the demo', async () => {
    await open('/landing', '19th Annual London One-on-One Conference');
    expect(screen.getByRole('navigation', { name: '⟦Conference sections⟧' })).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('the landing page in the demo: speakers, events with their filters, videos; an empty filter', async () => {
    demoMode.on = true;
    signInAs('presenter');
    await open('/landing', '19th Annual London One-on-One Conference');
    expect(screen.getByRole('region', { name: '⟦Past speakers⟧' })).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
    // A year and month with no event: the empty state.
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('⟦Month⟧'));
    await user.click(await screen.findByRole('option', { name: '⟦jan⟧' }));
    await user.click(screen.getByLabelText('⟦Year⟧'));
    await user.click(await screen.findByRole('option', { name: '2022' }));
    expect(await screen.findByText('⟦There are no data⟧')).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('the welcome page in its frame', async () => {
    startPseudoLanguage();
    renderApp('/');
    expect(await screen.findByTitle('⟦London One-on-One Conference: welcome page⟧', {}, { timeout: 30_000 })).toBe(
      document.querySelector('iframe'),
    );
    expect(untranslated(main())).toEqual([]);
  });
});

describe('the written pages in the pseudo-language', () => {
  it('the privacy policy', async () => {
    await open('/privacy-policy', 'Privacy Policy');
    expect(untranslated(main())).toEqual([]);
  });

  it('the service providers to be published', async () => {
    await open('/provider-list', 'List of Service Providers');
    expect(untranslated(main())).toEqual([]);
  });

  it('the service providers in the demo, their names as written', async () => {
    demoMode.on = true;
    await open('/provider-list', 'List of Service Providers');
    expect(screen.getByRole('rowheader', { name: 'Webex' })).toHaveAttribute('dir', 'auto');
    expect(untranslated(main())).toEqual([]);
  });

  it('the affiliates in the demo', async () => {
    demoMode.on = true;
    await open('/affilliates', 'List of Affiliates');
    expect(screen.getByRole('columnheader', { name: '⟦Affiliate⟧' })).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('the affiliates to be published', async () => {
    await open('/affilliates', 'List of Affiliates');
    expect(untranslated(main())).toEqual([]);
  });
});

describe('Important Deadlines in the pseudo-language', () => {
  pinDemoClockForEachTest();

  it('the dates with their status, then the failure with its retry', async () => {
    await open('/important-deadlines', 'Important Deadlines');
    const table = screen.getByRole('table', { name: '⟦Deadlines of the conference⟧' });
    await within(table).findByText('⟦Registration for presenting companies⟧');
    await waitFor(() => expect(table.querySelectorAll('.deadline-status')).toHaveLength(5));
    expect(untranslated(main())).toEqual([]);
  });

  it('the conference text that could not be loaded', async () => {
    server.use(http.get(CONFERENCE_TEXT, () => HttpResponse.json({ status: 500, message: 'x' }, { status: 500 })));
    await open('/important-deadlines', 'Important Deadlines');
    await screen.findByRole('button', { name: '⟦Try again⟧' }, { timeout: 30_000 });
    expect(screen.getAllByText('⟦Not available⟧')).toHaveLength(3);
    expect(untranslated(main())).toEqual([]);
  });
});

describe('the photo gallery and the testimonial in the pseudo-language', () => {
  it('the gallery, its filters and the lightbox', async () => {
    await open('/gallery', 'Photo Gallery');
    expect(screen.getByText('⟦236 photos, showing the first 24⟧')).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: '⟦⟦Main Session⟧, photo 1⟧' })[0]);
    const lightbox = await screen.findByRole('dialog');
    expect(within(lightbox).getByText('⟦Image 1 of 236⟧')).toBeInTheDocument();
    expect(untranslated(lightbox)).toEqual([]);
    await user.click(within(lightbox).getByRole('button', { name: '⟦Close dialog⟧' }));
    await user.click(screen.getByRole('button', { name: '⟦Dinner Party⟧' }));
    expect(screen.getByText('⟦146 photos, showing the first 24⟧')).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('the testimonial form, its validation and its thanks', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await open('/submit-testimonial', 'Submit a Testimonial');
    expect(untranslated(main())).toEqual([]);
    await user.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
    expect(await screen.findAllByText('⟦Field is required⟧')).toHaveLength(6);
    expect(untranslated(main())).toEqual([]);

    await user.type(screen.getByLabelText(/^⟦First Name⟧/), 'Amal');
    await user.type(screen.getByLabelText(/^⟦Last Name⟧/), 'Rahman');
    await user.type(screen.getByLabelText(/^⟦Email Address⟧/), 'not-an-email');
    await user.type(screen.getByLabelText(/^⟦Message⟧/), 'A very well organised week.');
    await user.click(screen.getByLabelText(/^⟦Company⟧/));
    await user.click(await screen.findByText('⟦Fund manager⟧'));
    await user.upload(screen.getByLabelText(/^⟦Photo⟧/), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
    expect(await screen.findByText('⟦Please enter a valid email address⟧')).toBeInTheDocument();
    expect(screen.getByText('⟦The photo must be an image (JPEG, PNG, GIF or WebP)⟧')).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);

    await user.clear(screen.getByLabelText(/^⟦Email Address⟧/));
    await user.type(screen.getByLabelText(/^⟦Email Address⟧/), 'amal@example.com');
    await user.upload(screen.getByLabelText(/^⟦Photo⟧/), new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
    expect(await screen.findByText('⟦Thank you for your testimonial.⟧')).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  }, 120_000);
});

describe('the public pages in Arabic', () => {
  pinDemoClockForEachTest();

  it('the home page, the deadlines and the gallery read in Arabic', async () => {
    await activateLocale('ar', { remember: false });
    const home = renderApp('/home');
    await findHeading('مؤتمر لندن السنوي التاسع عشر للاجتماعات الثنائية');
    expect(screen.getByRole('link', { name: 'فعِّل دعوتك' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'العد التنازلي للمؤتمر' })).toBeInTheDocument();
    expect(document.querySelector('.banner__dates')).toHaveTextContent('8–11 سبتمبر 2025، لندن');
    home.unmount();

    const deadlines = renderApp('/important-deadlines');
    await findHeading('المواعيد النهائية المهمة');
    await screen.findByRole('rowheader', { name: 'تسجيل الشركات العارضة' });
    expect(screen.getByRole('columnheader', { name: 'الحالة' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('انقضى').length).toBeGreaterThan(0));
    deadlines.unmount();

    renderApp('/gallery');
    await findHeading('معرض الصور');
    expect(screen.getByText('عدد الصور: 236، ويُعرض أول 24 منها')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عرض المزيد من الصور' })).toBeInTheDocument();
  }, 60_000);

  it('the lightbox steps with the arrow towards the line’s end, left on a right-to-left page', async () => {
    await activateLocale('ar', { remember: false });
    renderApp('/gallery');
    await findHeading('معرض الصور');
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'الجلسة الرئيسية، الصورة 1' })[0]);
    const lightbox = await screen.findByRole('dialog');
    expect(within(lightbox).getByText('الصورة 1 من 236')).toBeInTheDocument();
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    });
    expect(within(lightbox).getByText('الصورة 2 من 236')).toBeInTheDocument();
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(within(lightbox).getByText('الصورة 1 من 236')).toBeInTheDocument();
  }, 60_000);

  it('a carousel moves on with the arrow towards the line’s end, left on a right-to-left page', async () => {
    await activateLocale('ar', { remember: false });
    render(
      <Carousel
        label="Past speakers"
        items={SPEAKERS.items}
        layout={SPEAKERS_BREAKPOINTS}
        getKey={(speaker) => speaker.name}
        renderItem={(speaker) => <p>{speaker.name}</p>}
      />,
    );
    const viewport = screen.getByRole('group', { name: 'متحدثون سابقون، استخدم مفاتيح الأسهم للتمرير' });
    const status = screen.getByRole('region', { name: 'متحدثون سابقون' }).querySelector('.carousel__status');
    const first = status?.textContent;
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(status?.textContent).not.toBe(first);
    expect(status).toHaveTextContent(/^عرض 2 إلى \d+ من 8$/);
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(status?.textContent).toBe(first);
    expect(screen.getByRole('button', { name: 'التالي: متحدثون سابقون' })).toBeEnabled();
  });

  it('the countdown, and its alert at zero, in Arabic', async () => {
    await activateLocale('ar', { remember: false });
    pinClock(null);
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date(EVENT_START.getTime() - 2000));
      render(<Countdown />);
      expect(screen.getByText('يبدأ المؤتمر بعد')).toBeInTheDocument();
      expect(
        screen.getByRole('timer', { name: 'الوقت المتبقي حتى 8 سبتمبر 2025، الساعة 00:00 بتوقيت لندن' }),
      ).toBeVisible();
      expect(screen.getByText('الثواني')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.getByText('بدأ المؤتمر.')).toBeInTheDocument();
      expect(showAlert).toHaveBeenCalledWith('انتهى العد التنازلي', 'success');
    } finally {
      vi.useRealTimers();
    }
  });
});
