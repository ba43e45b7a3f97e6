DROP INDEX "delivery_slot_templates_station_start";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due_paisa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_slot_templates" ADD COLUMN "weekday" smallint;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_slot_templates_station_day_start" ON "delivery_slot_templates" USING btree ("station_id",coalesce("weekday", -1),"start_minute");--> statement-breakpoint
ALTER TABLE "delivery_slot_templates" ADD CONSTRAINT "delivery_slot_templates_weekday" CHECK ("delivery_slot_templates"."weekday" IS NULL OR "delivery_slot_templates"."weekday" BETWEEN 0 AND 6);--> statement-breakpoint
-- Orders already waiting for a refund owe their whole total (before this, only cancellations did).
UPDATE "orders" SET "refund_due_paisa" = "total_paisa" WHERE "payment_status" = 'refund_due';
