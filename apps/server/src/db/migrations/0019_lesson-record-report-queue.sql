ALTER TABLE "announcements" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "information" ADD COLUMN "classroom_id" integer;--> statement-breakpoint
ALTER TABLE "information" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "information" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "information" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "information" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "lesson_record_reports" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "lesson_record_reports" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "lesson_record_reports" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_record_reports" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information" ADD CONSTRAINT "information_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information" ADD CONSTRAINT "information_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_record_reports" ADD CONSTRAINT "lesson_record_reports_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_record_reports" ADD CONSTRAINT "lesson_record_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_record_reports_family_idx" ON "lesson_record_reports" USING btree ("family_id","reported_at");--> statement-breakpoint
CREATE INDEX "lesson_record_reports_open_idx" ON "lesson_record_reports" USING btree ("lesson_record_id") WHERE "lesson_record_reports"."decision" is null;--> statement-breakpoint
UPDATE "lesson_record_reports" r SET "family_id" = u."family_id" FROM "users" u WHERE u."id" = r."user_id" AND r."family_id" IS NULL;