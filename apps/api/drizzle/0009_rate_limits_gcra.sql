ALTER TABLE "rate_limits" ALTER COLUMN "window_start" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ALTER COLUMN "count" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "tat" timestamp with time zone DEFAULT now() NOT NULL;