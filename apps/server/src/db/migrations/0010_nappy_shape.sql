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
ALTER TABLE "columns" ADD CONSTRAINT "columns_course_code_courses_code_fk" FOREIGN KEY ("course_code") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_courses" ADD CONSTRAINT "lms_courses_course_code_courses_code_fk" FOREIGN KEY ("course_code") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_lessons" ADD CONSTRAINT "lms_lessons_lms_course_id_lms_courses_id_fk" FOREIGN KEY ("lms_course_id") REFERENCES "public"."lms_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_progress" ADD CONSTRAINT "lms_progress_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_progress" ADD CONSTRAINT "lms_progress_lesson_id_lms_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lms_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "columns_course_month_idx" ON "columns" USING btree ("course_code","release_month");--> statement-breakpoint
CREATE INDEX "lms_courses_course_month_idx" ON "lms_courses" USING btree ("course_code","month");--> statement-breakpoint
CREATE UNIQUE INDEX "lms_lessons_course_order" ON "lms_lessons" USING btree ("lms_course_id","sort_order");