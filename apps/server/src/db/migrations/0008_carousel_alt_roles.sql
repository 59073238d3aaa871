ALTER TABLE "carousel_items" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD COLUMN "hidden_for_roles" integer[] DEFAULT '{}'::integer[] NOT NULL;