-- File contents leave the database for the file storage (ADR 024): `files` keeps the metadata and a key.
-- Existing contents are kept: they move to legacy_file_contents under a key of their own, and the server
-- writes them to the storage on its next start (moveLegacyContents), then deletes them here.
CREATE TABLE "legacy_file_contents" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
INSERT INTO "legacy_file_contents" ("file_id", "data") SELECT "id", "data" FROM "files";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "files" SET "key" = 'legacy/' || "id";--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "data";--> statement-breakpoint
ALTER TABLE "legacy_file_contents" ADD CONSTRAINT "legacy_file_contents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_key_unique" UNIQUE("key");
