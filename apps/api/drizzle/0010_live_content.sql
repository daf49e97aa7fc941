CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"published_by" text NOT NULL,
	"summary" text NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"current_revision" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_state_one_row" CHECK ("content_state"."id")
);
--> statement-breakpoint
ALTER TABLE "content_state" ADD CONSTRAINT "content_state_current_revision_content_revisions_id_fk" FOREIGN KEY ("current_revision") REFERENCES "public"."content_revisions"("id") ON DELETE no action ON UPDATE no action;