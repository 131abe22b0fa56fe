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
CREATE TABLE "key_client_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"customer_id" integer NOT NULL,
	"province" varchar(20) NOT NULL,
	"city" varchar(20) NOT NULL,
	"district" varchar(20) NOT NULL,
	"detail" varchar(120) NOT NULL,
	"address_id" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"pay_days" integer NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"active" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "key_client_accounts_discount" CHECK ("key_client_accounts"."discount_percent" between 30 and 100),
	CONSTRAINT "key_client_accounts_pay_days" CHECK ("key_client_accounts"."pay_days" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "key_client_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"placed_by" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refund_lines" DROP CONSTRAINT "refund_lines_amounts";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_type_known";--> statement-breakpoint
ALTER TABLE "price_protection_claims" ADD CONSTRAINT "price_protection_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_protection_claims" ADD CONSTRAINT "price_protection_claims_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_protection_claims" ADD CONSTRAINT "price_protection_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_protection_claims" ADD CONSTRAINT "price_protection_claims_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_price_changes" ADD CONSTRAINT "public_price_changes_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_client_accounts" ADD CONSTRAINT "key_client_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_client_orders" ADD CONSTRAINT "key_client_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_client_orders" ADD CONSTRAINT "key_client_orders_account_id_key_client_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."key_client_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_protection_claims_once_per_line" ON "price_protection_claims" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "price_protection_claims_customer" ON "price_protection_claims" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "price_protection_claims_newest" ON "price_protection_claims" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "public_price_changes_sku_at" ON "public_price_changes" USING btree ("sku_id","at");--> statement-breakpoint
CREATE INDEX "key_client_accounts_customer" ON "key_client_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "key_client_orders_account" ON "key_client_orders" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_amounts" CHECK ("refund_lines"."quantity" >= 0 and "refund_lines"."unshipped_quantity" between 0 and "refund_lines"."quantity" and least("refund_lines"."amount", "refund_lines"."points") >= 0);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_type_known" CHECK ("refunds"."type" in ('REFUND_ONLY', 'RECEIVE_REFUND', 'RETURN_REFUND', 'PRICE_PROTECTION'));