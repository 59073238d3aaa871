import { describe, expect, it } from 'vitest';
import { jstDate } from '../time/jst';
import { DATE_TO_BE_DECIDED, homeTrials, trialBadge, trialWhen } from './trial';

describe('trialBadge', () => {
  it('maps CANCEL, YOYAKU and anything else', () => {
    expect(trialBadge('CANCEL')).toEqual({ kind: 'cancelled', labelCode: 'labels.trialStatuses.cancelled' });
    expect(trialBadge('YOYAKU')).toEqual({ kind: 'reserved', labelCode: 'labels.trialStatuses.reserved' });
    expect(trialBadge('UKETSUKE')).toEqual({ kind: 'pending', labelCode: 'labels.trialStatuses.pending' });
    expect(trialBadge(null).kind).toBe('pending');
  });

  it('says an undated consultation by a code', () => {
    expect(DATE_TO_BE_DECIDED).toBe('labels.dateToBeDecided');
  });
});

describe('trialWhen', () => {
  const dated = {
    hankyoStatus: 'YOYAKU',
    kaisaiYear: 2025,
    kaisaiMonth: '06',
    kaisaiDay: '07',
    kaisaiYobi: '土',
    kaisaiTime: '10:00〜11:00',
  };

  it('writes the date, weekday and time of a trial', () => {
    expect(trialWhen(dated)).toEqual(['2025年6月7日（土） 10:00〜11:00']);
  });

  it('writes them in the English date form on an English page', () => {
    expect(trialWhen(dated, 'en')).toEqual(['Sat, 7 June 2025 10:00–11:00']);
    expect(
      trialWhen({ ...dated, hankyoStatus: 'UKETSUKE', isConsul: 1, kiboRaiko1: '2025-06-08 13:00' }, 'en'),
    ).toEqual(['Sun, 8 June 2025, 13:00']);
  });

  it('lists up to three preferred dates for a consultation not yet reserved', () => {
    expect(
      trialWhen({
        hankyoStatus: 'UKETSUKE',
        isConsul: 1,
        kiboRaiko1: '6/7 10:00',
        kiboRaiko2: '',
        kiboRaiko3: '6/9 15:00',
      }),
    ).toEqual(['6/7 10:00', '6/9 15:00']);
  });

  it('writes a preferred date sent as an ISO date in the portal’s one style, and keeps Japanese text as sent', () => {
    expect(
      trialWhen({
        hankyoStatus: 'UKETSUKE',
        isConsul: 1,
        kiboRaiko1: '2025-04-29 10:00',
        kiboRaiko2: '2025-05-03',
        kiboRaiko3: '2026年12月5日（土）10:00',
      }),
    ).toEqual(['2025年4月29日（火）10:00', '2025年5月3日（土）', '2026年12月5日（土）10:00']);
  });

  it('shows the reserved date of a consultation once reserved', () => {
    expect(trialWhen({ ...dated, isConsul: 1, kiboRaiko1: '6/1' })).toEqual(['2025年6月7日（土） 10:00〜11:00']);
  });

  it('reads "date to be decided" for an undated consultation', () => {
    expect(trialWhen({ hankyoStatus: 'UKETSUKE', isConsul: 1 })).toEqual(['labels.dateToBeDecided']);
    expect(trialWhen({ hankyoStatus: 'UKETSUKE' })).toEqual([]);
  });
});

describe('homeTrials', () => {
  const trials = [
    { id: 'yesterday', hankyoStatus: 'YOYAKU', kaisaiYmd: '20250130' },
    { id: 'today', hankyoStatus: 'YOYAKU', kaisaiYmd: '2025-01-31' },
    { id: 'cancelled', hankyoStatus: 'CANCEL', kaisaiYmd: '2025-02-10' },
    { id: 'later', hankyoStatus: 'UKETSUKE', kaisaiYmd: '2025/2/1' },
    { id: 'undated', hankyoStatus: 'UKETSUKE', kaisaiYmd: null },
  ];

  it('keeps trials from today on that are not cancelled', () => {
    expect(homeTrials(trials, jstDate(2025, 1, 31, 23, 59)).map((t) => t.id)).toEqual(['today', 'later', 'undated']);
  });

  it('drops today’s trial once JST has moved to the next day', () => {
    expect(homeTrials(trials, new Date('2025-01-31T15:00:00Z')).map((t) => t.id)).toEqual(['later', 'undated']);
  });
});
