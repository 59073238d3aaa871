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
CREATE TABLE "announcement_files" (
	"announcement_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "announcement_files_announcement_id_file_id_pk" PRIMARY KEY("announcement_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_reads" (
	"announcement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcement_reads_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"classroom_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sender_name" text NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"author_id" integer
);
--> statement-breakpoint
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
CREATE TABLE "assessment_tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kid_id" integer NOT NULL,
	"assessment_test_code" text NOT NULL,
	"test_name" text NOT NULL,
	"lms_code" text NOT NULL,
	"lms_product_code" text NOT NULL,
	"taken_on" date,
	"taken" boolean DEFAULT false NOT NULL,
	"remind" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kid_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"status" integer,
	"transfer_lesson_id" integer,
	"transfer_status" integer,
	CONSTRAINT "attendances_status" CHECK ("attendances"."status" is null or "attendances"."status" in (1, 2, 3)),
	CONSTRAINT "attendances_transfer" CHECK (("attendances"."status" = 3) = ("attendances"."transfer_lesson_id" is not null) and ("attendances"."transfer_status" is null or "attendances"."transfer_status" in (1, 2)))
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"family_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "carousel_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carousel_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort_order" integer NOT NULL,
	"url" text NOT NULL,
	"image_path" text,
	"alt" text,
	"hidden_for_roles" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"thumbnail_file_id" integer
);
--> statement-breakpoint
CREATE TABLE "chat_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"up_to_message_id" integer NOT NULL,
	"message_count" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"sender_type" text NOT NULL,
	"sender_user_id" integer,
	"content" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"family_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"guardian_read_at" timestamp with time zone
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
CREATE TABLE "classrooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classrooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"classroom_no" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classrooms_classroom_no_unique" UNIQUE("classroom_no")
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
	"body_html" text,
	"image_file_id" integer,
	"classroom_id" integer,
	"author_id" integer,
	"updated_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "columns_release_month" CHECK ("columns"."release_month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "course_prices" (
	"classroom_id" integer NOT NULL,
	"course" text NOT NULL,
	"monthly_fee" integer NOT NULL,
	"enrolment_fee" integer NOT NULL,
	"materials_fee" integer NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"campaign_months" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "course_prices_classroom_id_course_pk" PRIMARY KEY("classroom_id","course"),
	CONSTRAINT "course_prices_figures" CHECK ("course_prices"."monthly_fee" >= 0 and "course_prices"."enrolment_fee" >= 0 and "course_prices"."materials_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"code" text PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"comments" text NOT NULL,
	"url" text NOT NULL,
	"image_path" text,
	"sort_order" integer NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kid_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"course_code" text NOT NULL,
	"started_on" date NOT NULL,
	"ended_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "families_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "family_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"classroom_id" integer NOT NULL,
	"invited_by" integer,
	"email" text NOT NULL,
	"guardian_last_name" text NOT NULL,
	"guardian_first_name" text NOT NULL,
	"role" integer NOT NULL,
	"course_code" text NOT NULL,
	"children" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"family_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "family_invitations_role" CHECK ("family_invitations"."role" in (6, 7, 8))
);
--> statement-breakpoint
CREATE TABLE "faq_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "information" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "information_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"label_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"classroom_id" integer,
	"draft" boolean DEFAULT false NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"author_id" integer
);
--> statement-breakpoint
CREATE TABLE "information_files" (
	"information_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "information_files_information_id_file_id_pk" PRIMARY KEY("information_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "information_labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "information_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "information_labels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "information_reads" (
	"information_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "information_reads_information_id_user_id_pk" PRIMARY KEY("information_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "kid_leaves" (
	"kid_id" integer NOT NULL,
	"month" text NOT NULL,
	CONSTRAINT "kid_leaves_kid_id_month_pk" PRIMARY KEY("kid_id","month")
);
--> statement-breakpoint
CREATE TABLE "kids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"family_id" integer NOT NULL,
	"seito_no" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name_kana" text NOT NULL,
	"first_name_kana" text NOT NULL,
	"birthday" date NOT NULL,
	"gender" integer NOT NULL,
	"school_name" text DEFAULT '' NOT NULL,
	"school_grade" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kids_seito_no_unique" UNIQUE("seito_no"),
	CONSTRAINT "kids_gender" CHECK ("kids"."gender" in (1, 2)),
	CONSTRAINT "kids_grade" CHECK ("kids"."school_grade" between 0 and 12)
);
--> statement-breakpoint
CREATE TABLE "lectures" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "lectures_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "legacy_file_contents" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_record_reports" (
	"lesson_record_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"family_id" integer,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "lesson_record_reports_lesson_record_id_user_id_pk" PRIMARY KEY("lesson_record_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kid_id" integer NOT NULL,
	"course_code" text NOT NULL,
	"title" text NOT NULL,
	"comment" text NOT NULL,
	"image_path" text,
	"lecturer_comment" text,
	"parent_comment" text,
	"public" boolean DEFAULT false NOT NULL,
	"nickname" text,
	"reported" boolean DEFAULT false NOT NULL,
	"posted_on" date NOT NULL,
	"classroom_id" integer,
	"image_file_id" integer,
	"parent_reply" text,
	CONSTRAINT "lesson_records_parent_comment" CHECK (char_length("lesson_records"."parent_comment") < 150)
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"classroom_id" integer NOT NULL,
	"course_code" text NOT NULL,
	"class_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"recess" boolean DEFAULT false NOT NULL,
	"capacity" integer DEFAULT 8 NOT NULL
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
	"captions" jsonb NOT NULL,
	"video_type" text DEFAULT 'video/webm' NOT NULL,
	"classroom_id" integer,
	"author_id" integer,
	"updated_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
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
CREATE TABLE "login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"family_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"costs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"input" jsonb,
	"input_sent_at" timestamp with time zone,
	CONSTRAINT "membership_applications_status" CHECK ("membership_applications"."status_id" in (1, 2, 3, 5, 9))
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
CREATE TABLE "membership_guest_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_guest_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_guest_links_token_hash_unique" UNIQUE("token_hash")
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
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" integer NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"lesson_record_id" integer,
	"url" text,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notifications_type" CHECK ("notifications"."type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_tokens_token_hash_unique" UNIQUE("token_hash")
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
	"confirm_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_bookings_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "public_bookings_confirm_token_hash_unique" UNIQUE("confirm_token_hash")
);
--> statement-breakpoint
CREATE TABLE "push_held" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_held_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"quiet_hours" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"session_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"csrf_hash" text
);
--> statement-breakpoint
CREATE TABLE "staff_classrooms" (
	"user_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"role" text DEFAULT 'staff' NOT NULL,
	CONSTRAINT "staff_classrooms_user_id_classroom_id_pk" PRIMARY KEY("user_id","classroom_id")
);
--> statement-breakpoint
CREATE TABLE "terms_consents" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"revision_date" date NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terms_consents_user_id_kind_revision_date_pk" PRIMARY KEY("user_id","kind","revision_date")
);
--> statement-breakpoint
CREATE TABLE "terms_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terms_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"revision_date" date NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trial_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"family_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	"trial_code" text NOT NULL,
	"status" text NOT NULL,
	"consultation" boolean DEFAULT false NOT NULL,
	"held_at" timestamp with time zone,
	"preferred_at" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_bookings_trial_code_unique" UNIQUE("trial_code")
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
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"family_id" integer,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" integer,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name_kana" text DEFAULT '' NOT NULL,
	"first_name_kana" text DEFAULT '' NOT NULL,
	"icon_path" text,
	"icon_file_id" integer,
	"birth_year" integer,
	"gender_id" integer,
	"tel_number" text,
	"tel_number_backup" text,
	"email_backup" text,
	"zipcode" text,
	"prefecture_id" integer,
	"city" text,
	"block" text,
	"building" text,
	"notification_settings" jsonb,
	"profile_version" integer DEFAULT 1 NOT NULL,
	"invite_code" text,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_invite_code_unique" UNIQUE("invite_code"),
	CONSTRAINT "users_kind_role" CHECK (("users"."kind" = 'guardian' and "users"."role" in (6, 7, 8) and "users"."family_id" is not null) or ("users"."kind" = 'staff' and "users"."role" is null))
);
--> statement-breakpoint
ALTER TABLE "absence_reports" ADD CONSTRAINT "absence_reports_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_reports" ADD CONSTRAINT "absence_reports_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_reports" ADD CONSTRAINT "absence_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_reports" ADD CONSTRAINT "absence_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_reports" ADD CONSTRAINT "absence_reports_transfer_lesson_id_lessons_id_fk" FOREIGN KEY ("transfer_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_settings" ADD CONSTRAINT "absence_settings_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_files" ADD CONSTRAINT "announcement_files_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_files" ADD CONSTRAINT "announcement_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_lessons" ADD CONSTRAINT "assessment_lessons_lms_code_assessment_courses_lms_code_fk" FOREIGN KEY ("lms_code") REFERENCES "public"."assessment_courses"("lms_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_lesson_id_assessment_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."assessment_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_takes" ADD CONSTRAINT "assessment_takes_test_id_assessment_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."assessment_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_tests" ADD CONSTRAINT "assessment_tests_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_transfer_lesson_id_lessons_id_fk" FOREIGN KEY ("transfer_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mails" ADD CONSTRAINT "chat_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_send_keys" ADD CONSTRAINT "chat_send_keys_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_send_keys" ADD CONSTRAINT "chat_send_keys_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_send_keys" ADD CONSTRAINT "chat_send_keys_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_staff_reads" ADD CONSTRAINT "chat_staff_reads_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "columns" ADD CONSTRAINT "columns_course_code_courses_code_fk" FOREIGN KEY ("course_code") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "columns" ADD CONSTRAINT "columns_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "columns" ADD CONSTRAINT "columns_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "columns" ADD CONSTRAINT "columns_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prices" ADD CONSTRAINT "course_prices_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prices" ADD CONSTRAINT "course_prices_course_courses_code_fk" FOREIGN KEY ("course") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prices" ADD CONSTRAINT "course_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_course_code_courses_code_fk" FOREIGN KEY ("course_code") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_course_code_courses_code_fk" FOREIGN KEY ("course_code") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_articles" ADD CONSTRAINT "faq_articles_section_id_faq_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."faq_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_sections" ADD CONSTRAINT "faq_sections_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information" ADD CONSTRAINT "information_label_id_information_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."information_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information" ADD CONSTRAINT "information_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information" ADD CONSTRAINT "information_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_files" ADD CONSTRAINT "information_files_information_id_information_id_fk" FOREIGN KEY ("information_id") REFERENCES "public"."information"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_files" ADD CONSTRAINT "information_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_reads" ADD CONSTRAINT "information_reads_information_id_information_id_fk" FOREIGN KEY ("information_id") REFERENCES "public"."information"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_reads" ADD CONSTRAINT "information_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kid_leaves" ADD CONSTRAINT "kid_leaves_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kids" ADD CONSTRAINT "kids_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_file_contents" ADD CONSTRAINT "legacy_file_contents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_record_reports" ADD CONSTRAINT "lesson_record_reports_lesson_record_id_lesson_records_id_fk" FOREIGN KEY ("lesson_record_id") REFERENCES "public"."lesson_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_record_reports" ADD CONSTRAINT "lesson_record_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_record_reports" ADD CONSTRAINT "lesson_record_reports_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_record_reports" ADD CONSTRAINT "lesson_record_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_records" ADD CONSTRAINT "lesson_records_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_records" ADD CONSTRAINT "lesson_records_course_code_courses_code_fk" FOREIGN KEY ("course_code") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_records" ADD CONSTRAINT "lesson_records_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_records" ADD CONSTRAINT "lesson_records_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_code_courses_code_fk" FOREIGN KEY ("course_code") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_courses" ADD CONSTRAINT "lms_courses_course_code_courses_code_fk" FOREIGN KEY ("course_code") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_lessons" ADD CONSTRAINT "lms_lessons_lms_course_id_lms_courses_id_fk" FOREIGN KEY ("lms_course_id") REFERENCES "public"."lms_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_lessons" ADD CONSTRAINT "lms_lessons_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_lessons" ADD CONSTRAINT "lms_lessons_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_progress" ADD CONSTRAINT "lms_progress_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_progress" ADD CONSTRAINT "lms_progress_lesson_id_lms_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lms_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD CONSTRAINT "membership_applications_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD CONSTRAINT "membership_applications_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_certification_codes" ADD CONSTRAINT "membership_certification_codes_application_id_membership_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."membership_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_certification_codes" ADD CONSTRAINT "membership_certification_codes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_guest_links" ADD CONSTRAINT "membership_guest_links_application_id_membership_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."membership_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_selections" ADD CONSTRAINT "membership_selections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_selections" ADD CONSTRAINT "membership_selections_application_id_membership_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."membership_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_signatures" ADD CONSTRAINT "membership_signatures_application_id_membership_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."membership_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_lesson_record_id_lesson_records_id_fk" FOREIGN KEY ("lesson_record_id") REFERENCES "public"."lesson_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_bookings" ADD CONSTRAINT "public_bookings_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_bookings" ADD CONSTRAINT "public_bookings_trial_event_id_trial_events_id_fk" FOREIGN KEY ("trial_event_id") REFERENCES "public"."trial_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_bookings" ADD CONSTRAINT "public_bookings_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_bookings" ADD CONSTRAINT "public_bookings_trial_booking_id_trial_bookings_id_fk" FOREIGN KEY ("trial_booking_id") REFERENCES "public"."trial_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_held" ADD CONSTRAINT "push_held_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD CONSTRAINT "push_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_classrooms" ADD CONSTRAINT "staff_classrooms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_classrooms" ADD CONSTRAINT "staff_classrooms_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_consents" ADD CONSTRAINT "terms_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_events" ADD CONSTRAINT "trial_events_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_events" ADD CONSTRAINT "trial_events_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_icon_file_id_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absence_reports_kid_lesson" ON "absence_reports" USING btree ("kid_id","lesson_id");--> statement-breakpoint
CREATE INDEX "absence_reports_lesson_idx" ON "absence_reports" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "announcements_classroom_published_idx" ON "announcements" USING btree ("classroom_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_lessons_course_position" ON "assessment_lessons" USING btree ("lms_code","position");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_questions_lesson_position" ON "assessment_questions" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_takes_one_open" ON "assessment_takes" USING btree ("test_id") WHERE "assessment_takes"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "assessment_takes_test_idx" ON "assessment_takes" USING btree ("test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_tests_kid_code" ON "assessment_tests" USING btree ("kid_id","assessment_test_code");--> statement-breakpoint
CREATE UNIQUE INDEX "attendances_kid_lesson" ON "attendances" USING btree ("kid_id","lesson_id");--> statement-breakpoint
CREATE INDEX "chat_attachments_message_idx" ON "chat_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_mails_once" ON "chat_mails" USING btree ("user_id","kind","period_key");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_family_classroom" ON "chat_rooms" USING btree ("family_id","classroom_id");--> statement-breakpoint
CREATE INDEX "columns_course_month_idx" ON "columns" USING btree ("course_code","release_month");--> statement-breakpoint
CREATE INDEX "columns_classroom_idx" ON "columns" USING btree ("classroom_id");--> statement-breakpoint
CREATE INDEX "enrolments_kid_idx" ON "enrolments" USING btree ("kid_id");--> statement-breakpoint
CREATE INDEX "enrolments_classroom_idx" ON "enrolments" USING btree ("classroom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_kid_classroom_course_start" ON "enrolments" USING btree ("kid_id","classroom_id","course_code","started_on");--> statement-breakpoint
CREATE INDEX "family_invitations_classroom_idx" ON "family_invitations" USING btree ("classroom_id");--> statement-breakpoint
CREATE INDEX "faq_articles_section_idx" ON "faq_articles" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "faq_sections_category_idx" ON "faq_sections" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "information_published_idx" ON "information" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "kids_family_idx" ON "kids" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "lesson_record_reports_family_idx" ON "lesson_record_reports" USING btree ("family_id","reported_at");--> statement-breakpoint
CREATE INDEX "lesson_record_reports_open_idx" ON "lesson_record_reports" USING btree ("lesson_record_id") WHERE "lesson_record_reports"."decision" is null;--> statement-breakpoint
CREATE INDEX "lesson_records_kid_idx" ON "lesson_records" USING btree ("kid_id","posted_on");--> statement-breakpoint
CREATE INDEX "lesson_records_public_idx" ON "lesson_records" USING btree ("posted_on","id") WHERE "lesson_records"."public" and not "lesson_records"."reported";--> statement-breakpoint
CREATE INDEX "lesson_records_public_classroom_idx" ON "lesson_records" USING btree ("classroom_id","course_code","posted_on","id") WHERE "lesson_records"."public" and not "lesson_records"."reported";--> statement-breakpoint
CREATE INDEX "lesson_records_public_course_idx" ON "lesson_records" USING btree ("course_code","posted_on","id") WHERE "lesson_records"."public" and not "lesson_records"."reported";--> statement-breakpoint
CREATE INDEX "lesson_records_reported_idx" ON "lesson_records" USING btree ("kid_id") WHERE "lesson_records"."public" and "lesson_records"."reported";--> statement-breakpoint
CREATE INDEX "lessons_classroom_starts_idx" ON "lessons" USING btree ("classroom_id","starts_at");--> statement-breakpoint
CREATE INDEX "lms_courses_course_month_idx" ON "lms_courses" USING btree ("course_code","month");--> statement-breakpoint
CREATE UNIQUE INDEX "lms_lessons_course_order" ON "lms_lessons" USING btree ("lms_course_id","sort_order");--> statement-breakpoint
CREATE INDEX "lms_lessons_classroom_idx" ON "lms_lessons" USING btree ("classroom_id");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("email","attempted_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE INDEX "membership_applications_family_idx" ON "membership_applications" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "membership_certification_codes_application_idx" ON "membership_certification_codes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "membership_guest_links_application_idx" ON "membership_guest_links" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","published_at");--> statement-breakpoint
CREATE INDEX "password_tokens_user_idx" ON "password_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "public_bookings_classroom_idx" ON "public_bookings" USING btree ("classroom_id","created_at");--> statement-breakpoint
CREATE INDEX "push_held_send_after_idx" ON "push_held" USING btree ("send_after");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_texts_kind_revision" ON "terms_texts" USING btree ("kind","revision_date");--> statement-breakpoint
CREATE INDEX "trial_bookings_family_idx" ON "trial_bookings" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "trial_events_classroom_idx" ON "trial_events" USING btree ("classroom_id","held_at");--> statement-breakpoint
CREATE INDEX "users_family_idx" ON "users" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));