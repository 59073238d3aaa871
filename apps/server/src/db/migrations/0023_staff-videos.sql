ALTER TABLE "lms_lessons" ADD COLUMN "video_type" text DEFAULT 'video/webm' NOT NULL;--> statement-breakpoint
ALTER TABLE "lms_lessons" ADD COLUMN "classroom_id" integer;--> statement-breakpoint
ALTER TABLE "lms_lessons" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "lms_lessons" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lms_lessons" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lms_lessons" ADD CONSTRAINT "lms_lessons_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_lessons" ADD CONSTRAINT "lms_lessons_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lms_lessons_classroom_idx" ON "lms_lessons" USING btree ("classroom_id");