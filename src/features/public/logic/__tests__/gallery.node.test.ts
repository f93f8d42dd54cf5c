import { describe, expect, it } from 'vitest';
import { expandRanges, DINNER_PARTY_RANGES, filterPhotos, galleryPhotos, stepIndex } from '../gallery';

const online = galleryPhotos({ fileHost: 'https://files.example', offline: false });

describe('galleryPhotos', () => {
  it('has Main Session 1-90 and the Dinner Party ranges', () => {
    const main = online.filter((p) => p.group === 'web').map((p) => p.number);
    const dinner = online.filter((p) => p.group === 'branding').map((p) => p.number);
    expect(main).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(dinner).toHaveLength(13 + 11 + 20 + 3 + 65 + 29 + 5);
    expect(dinner).toEqual(expandRanges(DINNER_PARTY_RANGES));
    for (const n of [1, 13, 48, 58, 68, 87, 89, 91, 97, 161, 163, 191, 199, 203]) expect(dinner).toContain(n);
    for (const n of [14, 47, 59, 67, 88, 92, 96, 162, 192, 198, 204]) expect(dinner).not.toContain(n);
  });

  it('addresses photos on the file host under conference 89', () => {
    expect(online[0]).toMatchObject({
      thumbnail: 'https://files.example/conference/89/gallery/web/1.jpg',
      full: 'https://files.example/conference/89/gallery/web/1.jpg',
      alt: 'Main Session, photo 1',
    });
    expect(online.find((p) => p.id === 'branding-199')?.full).toBe(
      'https://files.example/conference/89/gallery/branding/199.jpg',
    );
  });

  it('uses the local placeholders offline, and every photo has alt text', () => {
    const offline = galleryPhotos({ fileHost: 'https://files.example', offline: true });
    expect(offline[0].thumbnail).toBe('/gallery-photos/web-1.svg');
    expect(offline[6].thumbnail).toBe('/gallery-photos/web-1.svg');
    expect(offline.every((p) => p.thumbnail.startsWith('/gallery-photos/') && p.alt.length > 0)).toBe(true);
  });
});

describe('filterPhotos and stepIndex', () => {
  it('filters by group', () => {
    expect(filterPhotos(online, 'all')).toHaveLength(online.length);
    expect(filterPhotos(online, 'web').every((p) => p.group === 'web')).toBe(true);
    expect(filterPhotos(online, 'branding')).toHaveLength(146);
  });

  it('wraps round at both ends', () => {
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(2, 1, 5)).toBe(3);
  });
});
