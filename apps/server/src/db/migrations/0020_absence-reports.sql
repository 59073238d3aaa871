CREATE TABLE "absence_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "absence_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kid_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"reported_by" integer,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"transfer_lesson_id" integer,
	"transfer_status" text,
	"transfer_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absence_reports_kind" CHECK ("absence_reports"."kind" in ('absent', 'late', 'early')),
	CONSTRAINT "absence_reports_reason" CHECK ("absence_reports"."reason" in ('illness', 'family', 'school', 'other')),
	CONSTRAINT "absence_reports_status" CHECK ("absence_reports"."status" in ('pending', 'confirmed', 'refused')),
	CONSTRAINT "absence_reports_transfer" CHECK (("absence_reports"."transfer_status" is null) = ("absence_reports"."transfer_lesson_id" is null) and ("absence_reports"."transfer_status" is null or "absence_reports"."transfer_status" in ('requested', 'accepted', 'refused')))
);
--> statement-breakpoint
CREATE TABLE "absence_settings" (
	"classroom_id" integer PRIMARY KEY NOT NULL,
	"cutoff_time" text DEFAULT '10:00' NOT NULL,
	"transfers_offered" boolean DEFAULT false NOT NULL,
	"transfer_window_months" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "absence_settings_cutoff" CHECK ("absence_settings"."cutoff_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "absence_settings_window" CHECK ("absence_settings"."transfer_window_months" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "capacity" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "absence_reports" ADD CONSTRAINT "absence_reports_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_reports" ADD CONSTRAINT "absence_reports_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_reports" ADD CONSTRAINT "absence_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_reports" ADD CONSTRAINT "absence_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_reports" ADD CONSTRAINT "absence_reports_transfer_lesson_id_lessons_id_fk" FOREIGN KEY ("transfer_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_settings" ADD CONSTRAINT "absence_settings_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absence_reports_kid_lesson" ON "absence_reports" USING btree ("kid_id","lesson_id");--> statement-breakpoint
CREATE INDEX "absence_reports_lesson_idx" ON "absence_reports" USING btree ("lesson_id");