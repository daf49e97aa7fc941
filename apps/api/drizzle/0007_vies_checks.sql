CREATE TABLE "vies_checks" (
	"vat_number" text PRIMARY KEY NOT NULL,
	"valid" boolean NOT NULL,
	"name" text,
	"address" text,
	"request_id" text,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_unverified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vies_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vies_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vies_request_id" text;