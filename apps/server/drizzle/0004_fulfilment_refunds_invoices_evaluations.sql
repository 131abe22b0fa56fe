CREATE SEQUENCE "public"."refund_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"shipment_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_lines_shipment_id_order_line_id_pk" PRIMARY KEY("shipment_id","order_line_id"),
	CONSTRAINT "shipment_lines_quantity_positive" CHECK ("shipment_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"carrier_code" varchar(32) NOT NULL,
	"waybill_no" varchar(32) NOT NULL,
	"shipped_by" varchar(64) NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"last_tracking_state" varchar(24),
	"last_tracked_at" timestamp with time zone,
	CONSTRAINT "shipments_waybill" UNIQUE("carrier_code","waybill_no")
);
--> statement-breakpoint
CREATE TABLE "refund_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"actor" varchar(16) NOT NULL,
	"actor_id" varchar(64),
	"details" jsonb,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "refund_events_actor_known" CHECK ("refund_events"."actor" in ('customer', 'staff', 'system', 'provider'))
);
--> statement-breakpoint
CREATE TABLE "refund_lines" (
	"refund_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unshipped_quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "refund_lines_refund_id_order_line_id_pk" PRIMARY KEY("refund_id","order_line_id"),
	CONSTRAINT "refund_lines_amounts" CHECK ("refund_lines"."quantity" > 0 and "refund_lines"."unshipped_quantity" between 0 and "refund_lines"."quantity" and least("refund_lines"."amount", "refund_lines"."points") >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_no" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" varchar(32) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"goods_amount" integer NOT NULL,
	"shipping_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"points" integer NOT NULL,
	"completes_order" boolean NOT NULL,
	"reject_reason" varchar(200),
	"return_carrier_code" varchar(32),
	"return_waybill_no" varchar(32),
	"attempt" integer DEFAULT 0 NOT NULL,
	"provider_refund_id" varchar(64),
	"next_check_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "refunds_type_known" CHECK ("refunds"."type" in ('REFUND_ONLY', 'RECEIVE_REFUND', 'RETURN_REFUND')),
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('submitted', 'approved', 'waiting_return', 'returned', 'received', 'refunding', 'refunded', 'rejected', 'cancelled')),
	CONSTRAINT "refunds_amounts" CHECK (least("refunds"."goods_amount", "refunds"."shipping_amount", "refunds"."points") >= 0 and "refunds"."total_amount" = "refunds"."goods_amount" + "refunds"."shipping_amount")
);
--> statement-breakpoint
CREATE TABLE "invoice_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"channel" varchar(16) NOT NULL,
	"mail" varchar(254) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_titles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_number" varchar(20),
	"registered_address" varchar(100),
	"registered_phone" varchar(20),
	"bank_name" varchar(50),
	"bank_account" varchar(30),
	"preferred" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_titles_type" CHECK ("invoice_titles"."type" in ('personal', 'company')),
	CONSTRAINT "invoice_titles_company_tax_number" CHECK (("invoice_titles"."type" = 'company') = ("invoice_titles"."tax_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"status" varchar(16) NOT NULL,
	"amount" integer NOT NULL,
	"invoice_no" varchar(20),
	"file_url" varchar(256),
	"requested_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_invoice_no_unique" UNIQUE("invoice_no"),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('requested', 'issued')),
	CONSTRAINT "invoices_issued" CHECK (("invoices"."status" = 'issued') = ("invoices"."invoice_no" is not null and "invoices"."file_url" is not null))
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"specs" varchar(128) NOT NULL,
	"rating" smallint NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"nick_name" varchar(20) NOT NULL,
	"avatar_url" varchar(512),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "evaluations_order_line_id_unique" UNIQUE("order_line_id"),
	CONSTRAINT "evaluations_rating" CHECK ("evaluations"."rating" between 1 and 5)
);
--> statement-breakpoint
DROP INDEX "points_records_once_per_order";--> statement-breakpoint
DROP INDEX "points_records_one_return_per_order";--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "role" varchar(16) DEFAULT 'ba' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_records" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_events" ADD CONSTRAINT "refund_events_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_mails" ADD CONSTRAINT "invoice_mails_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_lines_order_line" ON "shipment_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "shipments_order" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_events_refund" ON "refund_events" USING btree ("refund_id","at");--> statement-breakpoint
CREATE INDEX "refund_lines_order_line" ON "refund_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "refunds_customer_newest" ON "refunds" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_status" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_in_progress_per_order" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" in ('submitted', 'approved', 'waiting_return', 'returned', 'received', 'refunding');--> statement-breakpoint
CREATE INDEX "refunds_due_check" ON "refunds" USING btree ("next_check_at") WHERE "refunds"."status" = 'refunding';--> statement-breakpoint
CREATE INDEX "invoice_mails_invoice" ON "invoice_mails" USING btree ("invoice_id","sent_at");--> statement-breakpoint
CREATE INDEX "invoice_titles_customer" ON "invoice_titles" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_one_preferred" ON "invoice_titles" USING btree ("customer_id") WHERE "invoice_titles"."preferred";--> statement-breakpoint
CREATE INDEX "invoices_customer" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "evaluations_goods_newest" ON "evaluations" USING btree ("goods_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluations_order" ON "evaluations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_records_once_per_refund" ON "points_records" USING btree ("refund_id") WHERE "points_records"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_records_once_per_order" ON "points_records" USING btree ("order_id","reason") WHERE "points_records"."refund_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_records_one_return_per_order" ON "points_records" USING btree ("order_id") WHERE "points_records"."reason" in ('refund_order', 'cancel_order') and "points_records"."refund_id" is null;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role" CHECK ("staff_users"."role" in ('ba', 'merchant'));--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_refund" CHECK ("points_records"."refund_id" is null or "points_records"."reason" = 'refund_order');