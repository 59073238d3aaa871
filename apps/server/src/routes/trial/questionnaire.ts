import { ADDITION_QUESTIONNAIRE_IDS } from '@portal/domain';

/**
 * Spec 2 §3.5: how the family heard of the classroom. The options flagged isAdd=1 show a free-text
 * follow-up, sent as addition{id}; they are exactly the domain's ADDITION_QUESTIONNAIRE_IDS.
 */
export const TRIAL_QUESTIONNAIRE = [
  { id: 1, content: 'チラシ・ポスター' },
  { id: 2, content: 'インターネット検索' },
  { id: 8, content: 'お友だち・知人の紹介' },
  { id: 5, content: '教室の前を通りかかって' },
  { id: 11, content: '新聞・雑誌の記事' },
  { id: 16, content: 'SNS（Instagram・X など）' },
  { id: 19, content: 'イベント・体験会' },
  { id: 30, content: '学校・習い事先での案内' },
  { id: 31, content: 'その他' },
].map((o) => ({
  ...o,
  isAdd: ((ADDITION_QUESTIONNAIRE_IDS as readonly number[]).includes(o.id) ? 1 : 0) as 0 | 1,
}));

export const QUESTIONNAIRE_IDS = TRIAL_QUESTIONNAIRE.map((o) => o.id);
