import { messageCode } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { costLineName, genderName, informationLabelName, schoolGradeName, subjectName } from '../../i18n/dataLabels';
import { wordCode } from '../../i18n/wordCode';
import { questionnaireLabel } from './questionnaireLabel';

// Issue 31 item 34: what a reader must choose is in the language on screen, not the server's Japanese.
describe('options in the language on screen', () => {
  afterEach(async () => {
    await i18n.changeLanguage('ja');
  });

  it('words the questionnaire by option id, and keeps the server text for an option the catalogue lacks', async () => {
    const leaflet = { id: 1, content: 'チラシ・ポスター', isAdd: 0 as const };
    const unknown = { id: 99, content: '新しい選択肢', isAdd: 0 as const };
    expect(questionnaireLabel(leaflet)).toBe('チラシ・ポスター');
    await i18n.changeLanguage('en');
    expect(questionnaireLabel(leaflet)).toBe('A leaflet or poster');
    expect(questionnaireLabel(unknown)).toBe('新しい選択肢');
  });

  it('names the prefectures in English on an English screen', async () => {
    expect(wordCode(messageCode('labels.prefectures.13'))).toBe('東京都');
    await i18n.changeLanguage('en');
    expect(wordCode(messageCode('labels.prefectures.13'))).toBe('Tokyo');
    expect(wordCode(messageCode('labels.prefectures.47'))).toBe('Okinawa');
  });

  it('names the information labels in English on an English screen, and passes an unknown one as it came', async () => {
    expect(informationLabelName('イベント')).toBe('イベント');
    await i18n.changeLanguage('en');
    expect(informationLabelName('イベント')).toBe('Event');
    expect(informationLabelName('ご案内')).toBe('Notice');
    expect(informationLabelName('新着')).toBe('新着');
  });

  it("words a child's gender and school year from the profile answer in English", async () => {
    await i18n.changeLanguage('en');
    expect(genderName('女性')).toBe('Female');
    expect(schoolGradeName('小学2年生')).toBe('Primary year 2');
    expect(schoolGradeName('小学2年生')).not.toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  it('words the fee lines the classroom bills in English, their month too; Japanese keeps them as billed', async () => {
    expect(costLineName('月謝（12月分）')).toBe('月謝（12月分）');
    await i18n.changeLanguage('en');
    expect(costLineName('入会金')).toBe('Entry fee');
    expect(costLineName('月謝（12月分）')).toBe('Monthly fee (December)');
    expect(costLineName('ロボットキット代')).toBe('Robot kit');
    expect(costLineName('特別講習費')).toBe('特別講習費');
  });

  it("names a course's day of videos in English (Day 1), never 1日目 on an English screen", async () => {
    expect(subjectName('1日目')).toBe('1日目');
    await i18n.changeLanguage('en');
    expect(subjectName('1日目')).toBe('Day 1');
    expect(subjectName('12日目')).toBe('Day 12');
    expect(subjectName('ロボットの基本')).toBe('ロボットの基本');
  });
});
