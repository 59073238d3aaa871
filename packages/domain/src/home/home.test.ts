import { describe, expect, it } from 'vitest';
import {
  carouselDecision,
  columnCourseName,
  columnEmptyMessage,
  displayName,
  faqDate,
  homePublicDate,
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
    const d = carouselDecision(items, 375);
    expect(d.isCarousel).toBe(true);
    expect(d.items.map((i) => i.imagePath)).toEqual(['a.png', 'b.png']);
    expect(carouselDecision(items.slice(0, 1), 375).isCarousel).toBe(false);
  });

  it('shows 1 item on phones and 1.2 from 869px, autoplaying every 7000 ms', () => {
    expect(carouselDecision(items, 868).slidesPerView).toBe(1);
    expect(carouselDecision(items, 869)).toMatchObject({
      slidesPerView: 1.2,
      autoplayMs: 7000,
      loop: true,
      pauseOnHover: true,
    });
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
});

describe('texts', () => {
  it('cuts the home public date to 11 characters and pads FAQ dates', () => {
    expect(homePublicDate('2025/06/07 10:00:00')).toBe('2025/06/07 ');
    expect(faqDate('2025-6-7 10:00')).toBe('2025/06/07');
    expect(faqDate('unknown')).toBe('unknown');
  });

  it('prefixes SCIENCE_GATES course names', () => {
    expect(columnCourseName({ courseName: 'ミドル', kozaCd: 'SCIENCE_GATES' })).toBe('サイエンス教室 ミドル');
    expect(columnCourseName({ courseName: 'ミドル', kozaCd: 'ROBO' })).toBe('ミドル');
  });

  it('chooses the column empty state and the pager', () => {
    expect(columnEmptyMessage(0, 0)).toBe('受講中のロボット教室コースがありません');
    expect(columnEmptyMessage(2, 0)).toBe('公開中のコラムはありません');
    expect(columnEmptyMessage(2, 3)).toBeNull();
    expect(showPager(1)).toBe(false);
    expect(showPager(2)).toBe(true);
  });

  it('shows an unset name as not registered', () => {
    expect(displayName('山田', '花子')).toBe('山田 花子');
    expect(displayName('', null)).toBe('名前未登録');
  });
});
