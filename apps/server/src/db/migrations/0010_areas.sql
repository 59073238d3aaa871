CREATE TABLE "calendar_feeds" (
	"family_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "columns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "columns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_code" text NOT NULL,
	"release_month" text NOT NULL,
	"title" text NOT NULL,
	"lead" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "columns_release_month" CHECK ("columns"."release_month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "lms_courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lms_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lms_code" text NOT NULL,
	"course_code" text NOT NULL,
	"month" text NOT NULL,
	"period" text NOT NULL,
	"robot_no" text NOT NULL,
	"title" text,
	"name" text,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lms_courses_lms_code_unique" UNIQUE("lms_code"),
	CONSTRAINT "lms_courses_period" CHECK ("lms_courses"."period" in ('first', 'second'))
);
--> statement-breakpoint
CREATE TABLE "lms_lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lms_lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lms_course_id" integer NOT NULL,
	"subject_no" integer NOT NULL,
	"subject_name" text NOT NULL,
	"lesson_name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"video_key" text NOT NULL,
	"captions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lms_progress" (
	"kid_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"position_ms" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lms_progress_kid_id_lesson_id_pk" PRIMARY KEY("kid_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "public_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "public_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" text NOT NULL,
	"consultation" boolean NOT NULL,
	"classroom_id" integer NOT NULL,
	"trial_event_id" integer,
	"lecture_id" integer NOT NULL,
	"email" text NOT NULL,
	"guardian_name" text NOT NULL,
	"kid_count" integer NOT NULL,
	"medium_code" text,
	"input" jsonb NOT NULL,
	"trial_booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_bookings_submission_id_unique" UNIQUE("submission_id")
);
--> statement-breakpoint
CREATE TABLE "trial_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trial_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"classroom_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	"lesson_code" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_events_lesson_code_unique" UNIQUE("lesson_code"),
	CONSTRAINT "trial_events_seats" CHECK ("trial_events"."booked" >= 0 and "trial_events"."booked" <= "trial_events"."capacity")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "columns" ADD CONSTRAINT "columns_course_code_courses_code_fk" FOREIGN KEY ("course_code") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_courses" ADD CONSTRAINT "lms_courses_course_code_courses_code_fk" FOREIGN KEY ("course_code") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_lessons" ADD CONSTRAINT "lms_lessons_lms_course_id_lms_courses_id_fk" FOREIGN KEY ("lms_course_id") REFERENCES "public"."lms_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_progress" ADD CONSTRAINT "lms_progress_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_progress" ADD CONSTRAINT "lms_progress_lesson_id_lms_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lms_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_bookings" ADD CONSTRAINT "public_bookings_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_bookings" ADD CONSTRAINT "public_bookings_trial_event_id_trial_events_id_fk" FOREIGN KEY ("trial_event_id") REFERENCES "public"."trial_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_bookings" ADD CONSTRAINT "public_bookings_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_bookings" ADD CONSTRAINT "public_bookings_trial_booking_id_trial_bookings_id_fk" FOREIGN KEY ("trial_booking_id") REFERENCES "public"."trial_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_events" ADD CONSTRAINT "trial_events_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_events" ADD CONSTRAINT "trial_events_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "columns_course_month_idx" ON "columns" USING btree ("course_code","release_month");--> statement-breakpoint
CREATE INDEX "lms_courses_course_month_idx" ON "lms_courses" USING btree ("course_code","month");--> statement-breakpoint
CREATE UNIQUE INDEX "lms_lessons_course_order" ON "lms_lessons" USING btree ("lms_course_id","sort_order");--> statement-breakpoint
CREATE INDEX "public_bookings_classroom_idx" ON "public_bookings" USING btree ("classroom_id","created_at");--> statement-breakpoint
CREATE INDEX "trial_events_classroom_idx" ON "trial_events" USING btree ("classroom_id","held_at");