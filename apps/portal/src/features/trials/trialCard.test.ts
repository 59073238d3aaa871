import { en, translator } from '@portal/messages';
import { describe, expect, it } from 'vitest';
import { trialCardProps } from './trialCard';

const base = {
  trialCode: 'T2026120301',
  koza: { kozaName: 'ロボット教室' },
  classroom: { classroomName: '吉祥寺教室' },
  kaisaiYmd: '2026-12-03',
  kaisaiYear: '2026',
  kaisaiMonth: '12',
  kaisaiDay: '03',
  kaisaiYobi: '木',
  kaisaiTime: '14:00',
};

describe('trialCardProps', () => {
  it('shows a reserved trial with its date, weekday and time', () => {
    expect(trialCardProps({ ...base, hankyoStatus: 'YOYAKU', isConsul: 0 })).toEqual({
      receiptNumber: 'T2026120301',
      status: 'reserved',
      statusLabel: '予約完了',
      schedule: '2026年12月3日（木） 14:00',
      courseName: 'ロボット教室',
      classroomName: '吉祥寺教室',
      undatedText: '日程調整中',
    });
  });

  it('words the badge and the date in English on an English page', () => {
    const props = trialCardProps({ ...base, hankyoStatus: 'YOYAKU', isConsul: 0 }, translator(en), 'en');
    expect(props).toMatchObject({ statusLabel: 'Reserved', schedule: 'Thu, 3 December 2026 14:00' });
  });

  it('lists up to three preferred dates of a consultation not yet reserved', () => {
    const props = trialCardProps({
      ...base,
      hankyoStatus: 'UKETSUKE',
      isConsul: 1,
      kiboRaiko1: '12月5日（土） 10:00〜11:00',
      kiboRaiko2: '12月6日（日） 13:00〜14:00',
    });
    expect(props.status).toBe('pending');
    expect(props.schedule).toBeUndefined();
    expect(props.preferredDates).toEqual(['12月5日（土） 10:00〜11:00', '12月6日（日） 13:00〜14:00']);
  });

  it('says the date is to be decided for an undated consultation', () => {
    const props = trialCardProps({
      ...base,
      hankyoStatus: 'UKETSUKE',
      isConsul: 1,
      kaisaiYmd: null,
      kaisaiYear: null,
      kaisaiMonth: null,
      kaisaiDay: null,
    });
    expect(props.schedule).toBeUndefined();
    expect(props.preferredDates).toBeUndefined();
    expect(props.undatedText).toBe('日程調整中');
  });

  it('marks a cancelled trial', () => {
    expect(trialCardProps({ ...base, hankyoStatus: 'CANCEL', isConsul: 0 }).status).toBe('cancelled');
  });
});
