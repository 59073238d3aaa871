CREATE TABLE "announcement_files" (
	"announcement_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "announcement_files_announcement_id_file_id_pk" PRIMARY KEY("announcement_id","file_id")
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
CREATE TABLE "carousel_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carousel_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort_order" integer NOT NULL,
	"url" text NOT NULL,
	"image_path" text
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
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "information_files" (
	"information_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "information_files_information_id_file_id_pk" PRIMARY KEY("information_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "terms_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terms_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"revision_date" date NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "icon_file_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tel_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tel_number_backup" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_backup" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "zipcode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "prefecture_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "block" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "building" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_settings" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "announcement_files" ADD CONSTRAINT "announcement_files_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_files" ADD CONSTRAINT "announcement_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_tests" ADD CONSTRAINT "assessment_tests_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_articles" ADD CONSTRAINT "faq_articles_section_id_faq_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."faq_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_sections" ADD CONSTRAINT "faq_sections_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_files" ADD CONSTRAINT "information_files_information_id_information_id_fk" FOREIGN KEY ("information_id") REFERENCES "public"."information"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_files" ADD CONSTRAINT "information_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_tests_kid_code" ON "assessment_tests" USING btree ("kid_id","assessment_test_code");--> statement-breakpoint
CREATE INDEX "faq_articles_section_idx" ON "faq_articles" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "faq_sections_category_idx" ON "faq_sections" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_texts_kind_revision" ON "terms_texts" USING btree ("kind","revision_date");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_icon_file_id_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invite_code_unique" UNIQUE("invite_code");