CREATE TABLE "cash_settlement_orders" (
	"settlement_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_paisa" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"rider_id" integer NOT NULL,
	"expected_paisa" integer NOT NULL,
	"received_paisa" integer NOT NULL,
	"difference_paisa" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_settlements_amounts" CHECK ("cash_settlements"."expected_paisa" >= 0 AND "cash_settlements"."received_paisa" >= 0),
	CONSTRAINT "cash_settlements_difference" CHECK ("cash_settlements"."difference_paisa" = "cash_settlements"."received_paisa" - "cash_settlements"."expected_paisa")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_settlement_orders" ADD CONSTRAINT "cash_settlement_orders_settlement_id_cash_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."cash_settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_settlement_orders" ADD CONSTRAINT "cash_settlement_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_settlements" ADD CONSTRAINT "cash_settlements_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_settlements" ADD CONSTRAINT "cash_settlements_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_settlement_orders_order_unique" ON "cash_settlement_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cash_settlement_orders_settlement_idx" ON "cash_settlement_orders" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "cash_settlements_rider_idx" ON "cash_settlements" USING btree ("rider_id","id");