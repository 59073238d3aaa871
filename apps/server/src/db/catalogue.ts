/**
 * The spec's lecture and course enumerations (1-portal.md §3, 2-application.md). The rows are
 * inserted by the committed migration 0001_catalogue; this copy names them for code and seeds.
 */
export const LECTURES = [
  { id: 1, code: 'ROBO', name: 'ロボット教室' },
  { id: 2, code: 'ROBOPRO', name: 'ロボットプログラミング' },
  { id: 3, code: 'KODOPRO', name: 'こどもプログラミング' },
  { id: 4, code: 'SCIENCE_GATES', name: 'サイエンスゲート' },
  { id: 5, code: 'HUMATH', name: 'ヒューマス' },
  { id: 6, code: 'HALS', name: 'ハルス英語' },
  { id: 7, code: 'JIKKEN_JUKEN', name: '実験受験' },
  { id: 8, code: 'ART', name: 'アート教室' },
] as const;

export type LectureCode = (typeof LECTURES)[number]['code'];

export const COURSES = [
  { code: 'RPP', lectureId: 1, name: 'プレプライマリーコース' },
  { code: 'RP', lectureId: 1, name: 'プライマリーコース' },
  { code: 'RM', lectureId: 1, name: 'ミドルコース' },
  { code: 'RMP', lectureId: 1, name: 'ミドルプラスコース' },
  { code: 'RA', lectureId: 1, name: 'アドバンスコース' },
  { code: 'RPF', lectureId: 2, name: 'ファーストコース' },
  { code: 'RPS', lectureId: 2, name: 'セカンドコース' },
  { code: 'RPT', lectureId: 2, name: 'サードコース' },
  { code: 'KB', lectureId: 3, name: 'ベーシックコース' },
  { code: 'KBB', lectureId: 3, name: 'ベーシックビギナーコース' },
  { code: 'KM', lectureId: 3, name: 'ミドルコース' },
  { code: 'KMM', lectureId: 3, name: 'ミドルマスターコース' },
  { code: 'KA', lectureId: 3, name: 'アドバンスコース' },
  { code: 'SGS', lectureId: 4, name: 'スタンダードコース' },
  { code: 'SGM', lectureId: 4, name: 'ミドルコース' },
  { code: 'SGA', lectureId: 4, name: 'アドバンスコース' },
  { code: 'HM', lectureId: 5, name: 'ヒューマスコース' },
  { code: 'ATS', lectureId: 8, name: 'アートスタンダードコース' },
] as const;

export type CourseCode = (typeof COURSES)[number]['code'];
