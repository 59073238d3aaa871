-- The spec's lecture and course enumerations: reference rows every installation needs.
INSERT INTO "lectures" ("id", "code", "name") VALUES
	(1, 'ROBO', 'ロボット教室'),
	(2, 'ROBOPRO', 'ロボットプログラミング'),
	(3, 'KODOPRO', 'こどもプログラミング'),
	(4, 'SCIENCE_GATES', 'サイエンスゲート'),
	(5, 'HUMATH', 'ヒューマス'),
	(6, 'HALS', 'ハルス英語'),
	(7, 'JIKKEN_JUKEN', '実験受験'),
	(8, 'ART', 'アート教室');
--> statement-breakpoint
INSERT INTO "courses" ("code", "lecture_id", "name", "sort_order") VALUES
	('RPP', 1, 'プレプライマリーコース', 1),
	('RP', 1, 'プライマリーコース', 2),
	('RM', 1, 'ミドルコース', 3),
	('RMP', 1, 'ミドルプラスコース', 4),
	('RA', 1, 'アドバンスコース', 5),
	('RPF', 2, 'ファーストコース', 6),
	('RPS', 2, 'セカンドコース', 7),
	('RPT', 2, 'サードコース', 8),
	('KB', 3, 'ベーシックコース', 9),
	('KBB', 3, 'ベーシックビギナーコース', 10),
	('KM', 3, 'ミドルコース', 11),
	('KMM', 3, 'ミドルマスターコース', 12),
	('KA', 3, 'アドバンスコース', 13),
	('SGS', 4, 'スタンダードコース', 14),
	('SGM', 4, 'ミドルコース', 15),
	('SGA', 4, 'アドバンスコース', 16),
	('HM', 5, 'ヒューマスコース', 17),
	('ATS', 8, 'アートスタンダードコース', 18);
