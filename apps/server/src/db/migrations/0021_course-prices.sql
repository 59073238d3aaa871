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
ALTER TABLE "course_prices" ADD CONSTRAINT "course_prices_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prices" ADD CONSTRAINT "course_prices_course_courses_code_fk" FOREIGN KEY ("course") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prices" ADD CONSTRAINT "course_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;