/**
 * Content the specs do not give (src/content) in both modes: a production build (mock backend
 * off) does not present the shipped samples as fact; the demo (mock backend on) shows them,
 * marked as sample content.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentMode } from '@/content/sample';
import { demoMode, resetDemoMode } from '@/testing/demo-mode';
import { findHeading, renderApp, signInAs } from '@/testing/render';

vi.mock('@/config/env', async (original) => (await import('@/testing/demo-mode')).envWithDemoMode(original));

afterEach(resetDemoMode);

const sampleNotes = () =>
  screen.queryAllByRole('note').filter((note) => note.textContent?.startsWith('Sample content:'));
const searchLinks = () =>
  screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.includes('results?search_query'));

describe('content mode', () => {
  it('shows organiser content as fact, the sample as sample in the demo and as unpublished otherwise', () => {
    expect(contentMode({ sample: false }, false)).toBe('fact');
    expect(contentMode({ sample: false }, true)).toBe('fact');
    expect(contentMode({ sample: true }, true)).toBe('sample');
    expect(contentMode({ sample: true }, false)).toBe('unpublished');
  });
});

describe('production build: the shipped samples are not presented as fact', () => {
  it('landing page: speakers, past events and videos will be published; no fake video searches', async () => {
    renderApp('/landing');
    await findHeading('19th Annual London One-on-One Conference');
    expect(screen.getByText('The speakers of past conferences will be published here.')).toBeInTheDocument();
    expect(screen.getByText('Our past events will be published here.')).toBeInTheDocument();
    expect(screen.getByText('Videos of our conferences will be published here.')).toBeInTheDocument();
    expect(screen.queryByText('Dr. Amira Khalil')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Past speakers' })).not.toBeInTheDocument();
    expect(searchLinks()).toHaveLength(0);
    expect(sampleNotes()).toHaveLength(0);
  });

  it('home page: the conference video will be published', async () => {
    renderApp('/home');
    await findHeading('19th Annual London One-on-One Conference');
    expect(screen.getByText('The conference video will be published here.')).toBeInTheDocument();
    expect(searchLinks()).toHaveLength(0);
  });

  it.each([
    ['/provider-list', 'List of Service Providers', 'The list of service providers will be published here.'],
    ['/affilliates', 'List of Affiliates', 'The list of affiliates will be published here.'],
  ])('%s: the list will be published, no invented table', async (path, heading, text) => {
    renderApp(path);
    await findHeading(heading);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('concierge services will be published; the contact stays', async () => {
    signInAs('investor');
    renderApp('/user/concierge-services');
    await findHeading('Concierge Services');
    expect(screen.getByText('The concierge services on offer will be published here.')).toBeInTheDocument();
    expect(screen.queryByText('Airport transfers')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent(
      'To make a request, write to conference@londonconference.example',
    );
  });
});

describe('demo (mock backend on): the samples are shown, marked as sample content', () => {
  it('landing page: speakers, past events and videos under sample notes', async () => {
    demoMode.on = true;
    renderApp('/landing');
    await findHeading('19th Annual London One-on-One Conference');
    expect(screen.getByRole('region', { name: 'Past speakers' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Amira Khalil')).toBeInTheDocument();
    expect(searchLinks().length).toBe(9);
    expect(sampleNotes().map((note) => note.textContent)).toEqual([
      'Sample content: the demo shows invented speakers here; a real conference publishes its own.',
      'Sample content: the demo shows invented events here; a real conference publishes its own.',
      'Sample content: the demo shows invented videos (their links are searches on the video site) here; a real conference publishes its own.',
    ]);
    expect(screen.queryByText(/will be published here/)).not.toBeInTheDocument();
  });

  it.each([
    ['/provider-list', 'List of Service Providers', 'Conference venue'],
    ['/affilliates', 'List of Affiliates', 'London One-on-One Conference Ltd'],
  ])('%s: the sample table under a sample note', async (path, heading, row) => {
    demoMode.on = true;
    renderApp(path);
    await findHeading(heading);
    expect(screen.getByRole('rowheader', { name: row })).toBeInTheDocument();
    expect(sampleNotes()).toHaveLength(1);
  });
});
