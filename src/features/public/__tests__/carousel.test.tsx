import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Carousel } from '../components/carousel';
import { SPEAKERS as SPEAKER_BLOCK } from '@/content/speakers';

const SPEAKERS = SPEAKER_BLOCK.items;
import { FLAGSHIP_BREAKPOINTS, SPEAKERS_BREAKPOINTS } from '../logic/carousel';

const initialWidth = window.innerWidth;
function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

function renderSpeakers() {
  return render(
    <Carousel
      label="Past speakers"
      items={SPEAKERS}
      layout={SPEAKERS_BREAKPOINTS}
      getKey={(s) => s.name}
      renderItem={(s) => <p>{s.name}</p>}
    />,
  );
}

const region = () => screen.getByRole('region', { name: 'Past speakers' });

describe('Carousel', () => {
  afterEach(() => resizeTo(initialWidth));

  it('follows the 640/768/1024 px breakpoints', () => {
    resizeTo(500);
    renderSpeakers();
    expect(region()).toHaveAttribute('data-per-view', '1');
    expect(region()).toHaveAttribute('data-gap', '20');
    resizeTo(640);
    expect(region()).toHaveAttribute('data-per-view', '2');
    resizeTo(768);
    expect(region()).toHaveAttribute('data-per-view', '3');
    expect(region()).toHaveAttribute('data-gap', '30');
    resizeTo(1024);
    expect(region()).toHaveAttribute('data-per-view', '6');
    expect(screen.getByText('Showing 1 to 6 of 8')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });

  it('moves with the buttons and the arrow keys, and stops at the ends', async () => {
    const user = userEvent.setup();
    resizeTo(800);
    renderSpeakers();
    const previous = screen.getByRole('button', { name: 'Previous past speakers' });
    const next = screen.getByRole('button', { name: 'Next past speakers' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(screen.getByText('Showing 2 to 4 of 8')).toBeInTheDocument();
    const viewport = screen.getByRole('group', { name: /use the arrow keys/ });
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    fireEvent.keyDown(viewport, { key: 'End' });
    expect(screen.getByText('Showing 6 to 8 of 8')).toBeInTheDocument();
    expect(next).toBeDisabled();
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(screen.getByText('Showing 5 to 7 of 8')).toBeInTheDocument();
  });

  it('shows 3.5, 2.2 or 1 flagship slides', () => {
    resizeTo(1200);
    const items = Array.from({ length: 16 }, (_, i) => 2010 + i);
    render(
      <Carousel
        label="Flagship conferences"
        items={items}
        layout={FLAGSHIP_BREAKPOINTS}
        getKey={String}
        renderItem={(y) => <p>{y}</p>}
      />,
    );
    const flagship = screen.getByRole('region', { name: 'Flagship conferences' });
    expect(flagship).toHaveAttribute('data-per-view', '3.5');
    resizeTo(800);
    expect(flagship).toHaveAttribute('data-per-view', '2.2');
    resizeTo(600);
    expect(flagship).toHaveAttribute('data-per-view', '1');
  });
});
