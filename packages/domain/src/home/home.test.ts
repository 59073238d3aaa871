import { describe, expect, it } from 'vitest';
import {
  carouselDecision,
  columnCourseName,
  columnEmptyMessage,
  homeSections,
  imageOrDefault,
  showPager,
} from './home';

describe('carouselDecision', () => {
  const items = [
    { sortOrder: 2, imagePath: 'b.png' },
    { sortOrder: 1, imagePath: 'a.png' },
  ];

  it('is a carousel only with more than one item, sorted by sortOrder', () => {
    const d = carouselDecision(items);
    expect(d.isCarousel).toBe(true);
    expect(d.items.map((i) => i.imagePath)).toEqual(['a.png', 'b.png']);
    expect(carouselDecision(items.slice(0, 1)).isCarousel).toBe(false);
  });

  it('wraps around and pauses on hover', () => {
    expect(carouselDecision(items)).toMatchObject({ loop: true, pauseOnHover: true });
  });

  it('falls back to a default image', () => {
    expect(imageOrDefault(null, '/default.png')).toBe('/default.png');
    expect(imageOrDefault(' ', '/default.png')).toBe('/default.png');
    expect(imageOrDefault('/c.png', '/default.png')).toBe('/c.png');
  });
});

describe('homeSections', () => {
  it('orders the home for role 6 with announcements and the chat bot', () => {
    expect(homeSections(6)).toEqual([
      'carousel',
      'nextLessons',
      'trial',
      'membershipReminder',
      'onlineApply',
      'assessment',
      'announcements',
      'information',
      'faq',
      'chatBot',
    ]);
  });

  it('hides next lessons for role 7', () => {
    expect(homeSections(7)).not.toContain('nextLessons');
    expect(homeSections(7)).not.toContain('announcements');
    expect(homeSections(8)).toContain('nextLessons');
  });

  it('shows the online application box to the roles whose sidebar has online application (ADR 022)', () => {
    expect(homeSections(6)).toContain('onlineApply');
    expect(homeSections(8)).toContain('onlineApply');
    expect(homeSections(7)).not.toContain('onlineApply');
  });
});

describe('texts', () => {
  it('prefixes SCIENCE_GATES course names', () => {
    expect(columnCourseName({ courseName: 'ミドル', kozaCd: 'SCIENCE_GATES' })).toBe('サイエンス教室 ミドル');
    expect(columnCourseName({ courseName: 'ミドル', kozaCd: 'ROBO' })).toBe('ミドル');
  });

  it('chooses the column empty state and the pager', () => {
    expect(columnEmptyMessage(0, 0)).toBe('notices.columns.noCourse');
    expect(columnEmptyMessage(2, 0)).toBe('notices.columns.noColumns');
    expect(columnEmptyMessage(2, 3)).toBeNull();
    expect(showPager(1)).toBe(false);
    expect(showPager(2)).toBe(true);
  });
});
