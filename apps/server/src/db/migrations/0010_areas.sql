CREATE TABLE "calendar_feeds" (
	"family_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
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
ALTER TABLE "public_bookings" ADD CONSTRAINT "public_bookings_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_bookings" ADD CONSTRAINT "public_bookings_trial_event_id_trial_events_id_fk" FOREIGN KEY ("trial_event_id") REFERENCES "public"."trial_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_bookings" ADD CONSTRAINT "public_bookings_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_bookings" ADD CONSTRAINT "public_bookings_trial_booking_id_trial_bookings_id_fk" FOREIGN KEY ("trial_booking_id") REFERENCES "public"."trial_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_events" ADD CONSTRAINT "trial_events_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_events" ADD CONSTRAINT "trial_events_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_bookings_classroom_idx" ON "public_bookings" USING btree ("classroom_id","created_at");--> statement-breakpoint
CREATE INDEX "trial_events_classroom_idx" ON "trial_events" USING btree ("classroom_id","held_at");