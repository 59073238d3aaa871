ALTER TABLE "columns" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "columns" ADD COLUMN "image_file_id" integer;--> statement-breakpoint
ALTER TABLE "columns" ADD COLUMN "classroom_id" integer;--> statement-breakpoint
ALTER TABLE "columns" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "columns" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "columns" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "columns" ADD CONSTRAINT "columns_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "columns" ADD CONSTRAINT "columns_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "columns" ADD CONSTRAINT "columns_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "columns_classroom_idx" ON "columns" USING btree ("classroom_id");