CREATE TABLE "customer_pans" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pan" varchar(9) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"kind" varchar(12) NOT NULL,
	"fiscal_year" varchar(7) NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_fiscal_year_pk" PRIMARY KEY("kind","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "invoice_prints" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_by" varchar(10) NOT NULL,
	"user_id" integer,
	"copy" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"number" varchar(32) NOT NULL,
	"fiscal_year" varchar(7) NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" integer NOT NULL,
	"credit_of_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date_bs" varchar(10) NOT NULL,
	"date_ad" varchar(10) NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer_name" varchar(200) NOT NULL,
	"buyer_pan" varchar(9),
	"lines" jsonb NOT NULL,
	"lines_paisa" integer NOT NULL,
	"discount_paisa" integer NOT NULL,
	"delivery_paisa" integer NOT NULL,
	"exempt_paisa" integer NOT NULL,
	"taxable_paisa" integer NOT NULL,
	"vat_paisa" integer NOT NULL,
	"total_paisa" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "invoices_kind_valid" CHECK ("invoices"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "invoices_amounts_add_up" CHECK ("invoices"."taxable_paisa" + "invoices"."vat_paisa" + "invoices"."exempt_paisa" = "invoices"."total_paisa")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" varchar(10) DEFAULT 'vat' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_pans" ADD CONSTRAINT "customer_pans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_prints" ADD CONSTRAINT "invoice_prints_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_prints" ADD CONSTRAINT "invoice_prints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_prints_copy_unique" ON "invoice_prints" USING btree ("invoice_id","copy");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sequence_unique" ON "invoices" USING btree ("kind","fiscal_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_credit_note" ON "invoices" USING btree ("credit_of_id") WHERE "invoices"."kind" = 'credit_note';--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_valid" CHECK ("products"."tax_class" IN ('vat', 'exempt'));