CREATE TABLE "price_protection_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_protection_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"refund_id" integer NOT NULL,
	"paid_unit_price" integer NOT NULL,
	"lowest_price" integer NOT NULL,
	"units" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_protection_claims_amount" CHECK ("price_protection_claims"."units" > 0 and "price_protection_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_protection_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"days" integer NOT NULL,
	"excluded_order_types" jsonb NOT NULL,
	"exclude_activity_priced" boolean NOT NULL,
	"updated_by" varchar(64),
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_protection_rules_one" CHECK ("price_protection_rules"."id" = 1),
	CONSTRAINT "price_protection_days" CHECK ("price_protection_rules"."days" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "public_price_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "public_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku_id" integer NOT NULL,
	"price" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "public_price_changes_price" CHECK ("public_price_changes"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "refund_lines" DROP CONSTRAINT "refund_lines_amounts";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_type_known";--> statement-breakpoint
ALTER TABLE "price_protection_claims" ADD CONSTRAINT "price_protection_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_protection_claims" ADD CONSTRAINT "price_protection_claims_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_protection_claims" ADD CONSTRAINT "price_protection_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_protection_claims" ADD CONSTRAINT "price_protection_claims_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_price_changes" ADD CONSTRAINT "public_price_changes_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_protection_claims_once_per_line" ON "price_protection_claims" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "price_protection_claims_customer" ON "price_protection_claims" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "price_protection_claims_newest" ON "price_protection_claims" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "public_price_changes_sku_at" ON "public_price_changes" USING btree ("sku_id","at");--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_amounts" CHECK ("refund_lines"."quantity" >= 0 and "refund_lines"."unshipped_quantity" between 0 and "refund_lines"."quantity" and least("refund_lines"."amount", "refund_lines"."points") >= 0);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_type_known" CHECK ("refunds"."type" in ('REFUND_ONLY', 'RECEIVE_REFUND', 'RETURN_REFUND', 'PRICE_PROTECTION'));