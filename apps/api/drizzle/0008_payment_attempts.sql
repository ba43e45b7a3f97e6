CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway" varchar(10) NOT NULL,
	"reference" varchar(64) NOT NULL,
	"amount_paisa" integer NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"gateway_status" varchar(40) DEFAULT '' NOT NULL,
	"redirect" jsonb,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_gateway_valid" CHECK ("payment_attempts"."gateway" IN ('esewa', 'khalti')),
	CONSTRAINT "payment_attempts_status_valid" CHECK ("payment_attempts"."status" IN ('pending', 'paid', 'failed', 'expired', 'mismatch', 'refunded')),
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount_paisa" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_valid";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_reference_unique" ON "payment_attempts" USING btree ("gateway","reference");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_valid" CHECK ("orders"."payment_method" IN ('cod', 'online', 'esewa', 'khalti'));