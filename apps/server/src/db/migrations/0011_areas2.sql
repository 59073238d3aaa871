CREATE TABLE "assessment_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_display" boolean DEFAULT true NOT NULL,
	"course_group_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"comment" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_courses" (
	"lms_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lms_code" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"illustration" text,
	"choices" jsonb NOT NULL,
	"category_id" integer,
	"correct_choice_id" integer,
	CONSTRAINT "assessment_questions_category" CHECK ("assessment_questions"."category_id" is null or "assessment_questions"."category_id" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "assessment_takes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_takes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"test_id" integer NOT NULL,
	"quiz_answers" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"quiz_submitted_at" timestamp with time zone NOT NULL,
	"survey_answers" jsonb,
	"survey_submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"thumbnail_file_id" integer
);
--> statement-breakpoint
CREATE TABLE "chat_send_keys" (
	"room_id" integer NOT NULL,
	"sender_user_id" integer NOT NULL,
	"key" text NOT NULL,
	"message_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_send_keys_room_id_sender_user_id_key_pk" PRIMARY KEY("room_id","sender_user_id","key")
);
--> statement-breakpoint
CREATE TABLE "chat_staff_reads" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kid_leaves" (
	"kid_id" integer NOT NULL,
	"month" text NOT NULL,
	CONSTRAINT "kid_leaves_kid_id_month_pk" PRIMARY KEY("kid_id","month")
);
--> statement-breakpoint
CREATE TABLE "lesson_record_reports" (
	"lesson_record_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_record_reports_lesson_record_id_user_id_pk" PRIMARY KEY("lesson_record_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "membership_certification_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_certification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"issued_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_selections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"selected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_signatures" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"png" "bytea" NOT NULL,
	"content_sha256" text NOT NULL,
	"entry_date" date NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_records" ADD COLUMN "classroom_id" integer;--> statement-breakpoint
ALTER TABLE "lesson_records" ADD COLUMN "image_file_id" integer;--> statement-breakpoint
ALTER TABLE "lesson_records" ADD COLUMN "parent_reply" text;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "status_id" integer;--> statement-breakpoint
-- Kept applications move from the old text status to the numbered ones of spec 2 (issue 16).
UPDATE "membership_applications" SET "status_id" = CASE "status" WHEN 'accepted' THEN 9 WHEN 'rejected' THEN 1 ELSE 2 END;--> statement-breakpoint
ALTER TABLE "membership_applications" ALTER COLUMN "status_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "costs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "input" jsonb;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "input_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessment_lessons" ADD CONSTRAINT "assessment_lessons_lms_code_assessment_courses_lms_code_fk" FOREIGN KEY ("lms_code") REFERENCES "public"."assessment_courses"("lms_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_lesson_id_assessment_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."assessment_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_takes" ADD CONSTRAINT "assessment_takes_test_id_assessment_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."assessment_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_send_keys" ADD CONSTRAINT "chat_send_keys_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_send_keys" ADD CONSTRAINT "chat_send_keys_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_send_keys" ADD CONSTRAINT "chat_send_keys_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_staff_reads" ADD CONSTRAINT "chat_staff_reads_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kid_leaves" ADD CONSTRAINT "kid_leaves_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_record_reports" ADD CONSTRAINT "lesson_record_reports_lesson_record_id_lesson_records_id_fk" FOREIGN KEY ("lesson_record_id") REFERENCES "public"."lesson_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_record_reports" ADD CONSTRAINT "lesson_record_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_certification_codes" ADD CONSTRAINT "membership_certification_codes_application_id_membership_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."membership_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_certification_codes" ADD CONSTRAINT "membership_certification_codes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_selections" ADD CONSTRAINT "membership_selections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_selections" ADD CONSTRAINT "membership_selections_application_id_membership_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."membership_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_signatures" ADD CONSTRAINT "membership_signatures_application_id_membership_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."membership_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_lessons_course_position" ON "assessment_lessons" USING btree ("lms_code","position");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_questions_lesson_position" ON "assessment_questions" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_takes_one_open" ON "assessment_takes" USING btree ("test_id") WHERE "assessment_takes"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "assessment_takes_test_idx" ON "assessment_takes" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "chat_attachments_message_idx" ON "chat_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "membership_certification_codes_application_idx" ON "membership_certification_codes" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "lesson_records" ADD CONSTRAINT "lesson_records_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_records" ADD CONSTRAINT "lesson_records_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_records_public_idx" ON "lesson_records" USING btree ("posted_on","id") WHERE "lesson_records"."public" and not "lesson_records"."reported";--> statement-breakpoint
ALTER TABLE "membership_applications" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "membership_applications" ADD CONSTRAINT "membership_applications_status" CHECK ("membership_applications"."status_id" in (1, 2, 3, 5, 9));