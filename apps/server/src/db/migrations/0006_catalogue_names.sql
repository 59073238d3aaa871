-- Names of the spec's lectures and courses as @portal/domain labels them (the single source);
-- 0001_catalogue inserted older wording. Codes, ids and order are unchanged.
UPDATE "lectures" SET "name" = v."name" FROM (VALUES
	(1, 'ロボット教室'),
	(2, 'ロボットプログラミング講座'),
	(3, 'プログラミング教室'),
	(4, 'サイエンス教室'),
	(5, '算数教室'),
	(6, '英語教室'),
	(7, '実験教室'),
	(8, 'アート教室')
) AS v("id", "name") WHERE "lectures"."id" = v."id";
--> statement-breakpoint
UPDATE "courses" SET "name" = v."name" FROM (VALUES
	('RPP', 'プライマリープラス'),
	('RP', 'プライマリー'),
	('RM', 'ミドル'),
	('RMP', 'ミドルプラス'),
	('RA', 'アドバンス'),
	('RPF', 'ファースト'),
	('RPS', 'セカンド'),
	('RPT', 'サード'),
	('KB', 'ビギナー'),
	('KBB', 'ビギナー2'),
	('KM', 'ミドル'),
	('KMM', 'ミドル2'),
	('KA', 'アドバンス'),
	('SGS', 'スタンダード'),
	('SGM', 'ミドル'),
	('SGA', 'アドバンス'),
	('HM', '算数'),
	('ATS', 'アート')
) AS v("code", "name") WHERE "courses"."code" = v."code";
