// @vitest-environment jsdom
// (the sanitiser's output as a browser's parser gives it: vitest.config.ts)
/**
 * Hostile server content through every place the portal renders the server's HTML or
 * text: conference texts (activation, registration, investor and presenter slot
 * instructions, hotel and accommodation) and survey texts. The payloads set a mark on
 * <html> when they run; jsdom runs inline handlers and javascript: links, so firing
 * every element's load/error events and clicking every link would set it if one survived.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { conferenceTextAnswer } from '@/testing/builders/common';
import { mySurveyAnswer, surveyCompany, surveyQuestion, surveyTextQuestion } from '@/testing/builders/survey';
import { renderApp, signInAs } from '@/testing/render';
import { identifyAs } from '@/testing/registration-flows';

/** What URL parsing ignores: control characters and spaces. */
const withoutControls = (value: string) => [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');

configure({ asyncUtilTimeout: 10_000 });

const MARK = 'data-pwned';
const run = (tag: string) => `document.documentElement.setAttribute('${MARK}','${tag}')`;

/** Every vector at once, with a visible sentence proving the field was rendered. */
function hostileHtml(field: string): string {
  return [
    `<p>Safe text of ${field}.</p>`,
    `<img src=x onerror="${run('img')}">`,
    `<script>${run('script')}</script>`,
    `<a href="javascript:${run('js-link')}">js link</a>`,
    `<a href="JaVaScRiPt:${run('mixed-case')}">mixed case link</a>`,
    `<a href="&#106;avascript:${run('entity')}">entity link</a>`,
    `<a href="&#x6A;ava&#x09;script&colon;${run('hex-tab')}">hex entity link</a>`,
    `<a href=" java\nscript:${run('newline')}">newline link</a>`,
    `<iframe src="javascript:${run('iframe')}" srcdoc="<script>${run('srcdoc')}</script>"></iframe>`,
    `<svg onload="${run('svg')}"><circle r="1"></circle></svg>`,
    `<details open ontoggle="${run('details')}"><summary>more</summary></details>`,
    `<a href="https://hotel.example/${field}" target="_blank">New tab link of ${field}</a>`,
  ].join('');
}

function fireEverything() {
  for (const element of document.body.querySelectorAll('*')) {
    for (const type of ['load', 'error', 'toggle', 'mouseover', 'focus']) element.dispatchEvent(new Event(type));
  }
  for (const link of document.body.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (!/^(https?:|\/|#|mailto:)/i.test(link.getAttribute('href') ?? '')) link.click();
  }
}

/** Nothing of the payload can run, and links opening a new tab cannot reach back. */
async function expectInert(fields: string[]) {
  for (const field of fields) expect(await screen.findByText(`Safe text of ${field}.`)).toBeInTheDocument();
  fireEverything();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.documentElement.getAttribute(MARK)).toBeNull();
  expect(document.body.querySelectorAll('script, iframe, object, embed, frame')).toHaveLength(0);
  const handlers = [...document.body.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName.toLowerCase()}[${a.name}]`),
  );
  expect(handlers).toEqual([]);
  for (const link of document.body.querySelectorAll('[href]')) {
    expect(withoutControls(link.getAttribute('href') ?? '')).not.toMatch(/^(javascript|vbscript|data):/i);
  }
  for (const field of fields) {
    const link = screen.getByRole('link', { name: new RegExp(`New tab link of ${field}`) });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
}

afterEach(() => {
  document.documentElement.removeAttribute(MARK);
});

describe('hostile conference texts', { timeout: 120_000 }, () => {
  it('Identify page: activation_code_text from auth/get-conference-text', async () => {
    server.use(
      http.get('*/api/v1/user/auth/get-conference-text', () =>
        HttpResponse.json(conferenceTextAnswer({ activation_code_text: hostileHtml('activation_code_text') })),
      ),
    );
    renderApp('/auth/registration/identify');
    await expectInert(['activation_code_text']);
  });

  it('Register page (investor): registration_text, investor_slots_instruction_text, hotel_accommodation', async () => {
    db.conference.registration_text = hostileHtml('registration_text');
    db.conference.investor_slots_instruction_text = hostileHtml('investor_slots_instruction_text');
    db.conference.hotel_accommodation = hostileHtml('hotel_accommodation');
    await identifyAs('INV-INVESTOR-01');
    renderApp('/auth/registration/signup');
    await expectInert(['registration_text', 'investor_slots_instruction_text', 'hotel_accommodation']);
  });

  it('Register page (presenter): presenter_slots_instruction_text', async () => {
    db.conference.presenter_slots_instruction_text = hostileHtml('presenter_slots_instruction_text');
    await identifyAs('INV-PRESENTER-01');
    renderApp('/auth/registration/signup');
    await expectInert(['presenter_slots_instruction_text']);
  });

  it('Hotel and Accommodation page: hotel_accommodation from the profile', async () => {
    db.conference.hotel_accommodation = hostileHtml('hotel_accommodation');
    signInAs('investor');
    renderApp('/user/hotel-assistance');
    await expectInert(['hotel_accommodation']);
  });
});

describe('hostile survey texts stay text', { timeout: 120_000 }, () => {
  const payload = `<img src=x onerror="${run('survey')}"><script>${run('survey-script')}</script><a href="javascript:${run('survey-link')}">x</a>`;

  it('Conference Survey: question texts, choices and company names are shown literally', async () => {
    const choices = [`Excellent ${payload}`, 'Poor'];
    server.use(
      http.get('*/api/v1/user/auth/my-survey', () =>
        HttpResponse.json(
          mySurveyAnswer({
            survey: [
              surveyQuestion({ id: 1, question: `Organisation ${payload}`, choices, order: 1 }),
              surveyTextQuestion({ id: 4, question: `Comments ${payload}`, order: 2 }),
            ],
            companies: [
              surveyCompany({
                id: 501,
                name: `Company ${payload}`,
                questions: [surveyQuestion({ id: 11, question: `Disclosure ${payload}`, choices, order: 1 })],
              }),
            ],
          }),
        ),
      ),
    );
    signInAs('investor');
    renderApp('/auth/my-survey');
    await screen.findByRole('heading', { level: 1, name: 'Conference Survey' });
    const texts = [
      `Organisation ${payload}`,
      `Comments ${payload}`,
      `Disclosure ${payload}`,
      `Excellent ${payload}`,
      `Company ${payload}`,
    ];
    await waitFor(() => {
      for (const text of texts) expect(document.body.textContent).toContain(text);
    });
    fireEverything();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.documentElement.getAttribute(MARK)).toBeNull();
    expect(document.body.querySelectorAll('img[src="x"], script')).toHaveLength(0);
  });
});
