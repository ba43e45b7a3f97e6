CREATE TABLE "delivery_slot_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"capacity" integer NOT NULL,
	"cutoff_minutes" integer DEFAULT 120 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_slot_templates_minutes" CHECK ("delivery_slot_templates"."start_minute" BETWEEN 0 AND 1439 AND "delivery_slot_templates"."end_minute" BETWEEN 0 AND 1440),
	CONSTRAINT "delivery_slot_templates_capacity" CHECK ("delivery_slot_templates"."capacity" >= 0),
	CONSTRAINT "delivery_slot_templates_cutoff" CHECK ("delivery_slot_templates"."cutoff_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_slots_booked_non_negative" CHECK ("delivery_slots"."booked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "measure_unit" varchar(8) DEFAULT 'pcs' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_quantity" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_id" integer;--> statement-breakpoint
ALTER TABLE "delivery_slot_templates" ADD CONSTRAINT "delivery_slot_templates_station_id_delivery_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."delivery_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_template_id_delivery_slot_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."delivery_slot_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_station_id_delivery_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."delivery_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_slot_templates_station_start" ON "delivery_slot_templates" USING btree ("station_id","start_minute");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_slots_template_start" ON "delivery_slots" USING btree ("template_id","starts_at");--> statement-breakpoint
CREATE INDEX "delivery_slots_station_start" ON "delivery_slots" USING btree ("station_id","starts_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_slot_id_delivery_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("slot_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_measure_unit_valid" CHECK ("products"."measure_unit" IN ('kg', 'g', 'l', 'ml', 'pcs', 'bunch'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_quantity_positive" CHECK ("products"."unit_quantity" > 0);