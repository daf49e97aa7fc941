CREATE TABLE "trial_archives" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"archive" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trial_archives" ADD CONSTRAINT "trial_archives_request_id_trial_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."trial_requests"("id") ON DELETE cascade ON UPDATE no action;