-- Email addresses are compared without letter case (issue 19 item 13): stored trimmed and lower-cased,
-- and unique on lower(email). Two accounts differing only in case cannot be merged by a migration:
-- stop with a clear message so that staff decide which keeps the address.
DO $$
BEGIN
	IF EXISTS (SELECT 1 FROM "users" GROUP BY lower(trim("email")) HAVING count(*) > 1) THEN
		RAISE EXCEPTION 'users: several accounts share one email address apart from letter case or spaces; give all but one another address, then migrate again';
	END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
UPDATE "users" SET "email" = lower(trim("email")), "email_backup" = nullif(lower(trim("email_backup")), '');--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));
