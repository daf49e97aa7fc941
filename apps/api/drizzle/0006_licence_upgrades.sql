ALTER TABLE "cart_items" ADD COLUMN "upgrade_from" uuid;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "upgrade" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "credit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "superseded_by_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_superseded_by_invoice_id_invoices_id_fk" FOREIGN KEY ("superseded_by_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_item_type" CHECK ("invoice_items"."item_type" in ('goods', 'family', 'style', 'upgrade'));