import { describe, expect, it } from 'vitest';
import { saysSoldOut } from '../hotel';

describe('hotel accommodation text', () => {
  it('recognises the spec text: the negotiated rate is sold out', () => {
    expect(
      saysSoldOut(
        '<p>The negotiated rate at the conference hotel is sold out; please book directly with the hotel. A shuttle bus runs between the hotel and the venue every morning.</p>',
      ),
    ).toBe(true);
    expect(saysSoldOut('<p>Rooms are <strong>SOLD-OUT</strong>.</p>')).toBe(true);
    expect(saysSoldOut('<p>The hotel is fully booked.</p>')).toBe(true);
    expect(saysSoldOut('<p>No rooms available at the conference rate.</p>')).toBe(true);
  });

  it('does not read sold out into an open offer or missing text', () => {
    expect(saysSoldOut('<p>Book the conference rate by 10 July.</p>')).toBe(false);
    expect(saysSoldOut('<p data-note="sold out">Rooms available.</p>')).toBe(false);
    expect(saysSoldOut('')).toBe(false);
    expect(saysSoldOut(null)).toBe(false);
  });
});
