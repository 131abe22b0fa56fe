CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"province" varchar(20) NOT NULL,
	"city" varchar(20) NOT NULL,
	"district" varchar(20) NOT NULL,
	"detail" varchar(120) NOT NULL,
	"postal_code" varchar(6),
	"tag" varchar(6),
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_campaign_receipts" (
	"customer_id" integer NOT NULL,
	"campaign" varchar(128) NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_campaign_receipts_customer_id_campaign_pk" PRIMARY KEY("customer_id","campaign")
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"title" varchar(40) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"promotion_type" smallint NOT NULL,
	"promotion_value" numeric(12, 4) DEFAULT 0 NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"goods_ids" integer[] DEFAULT '{}' NOT NULL,
	"sku_ids" integer[] DEFAULT '{}' NOT NULL,
	"gifts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"valid_days" integer,
	"total_quantity" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	"campaign" varchar(128),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_code_unique" UNIQUE("code"),
	CONSTRAINT "coupon_templates_type" CHECK ("coupon_templates"."promotion_type" in (1, 2, 3, 4)),
	CONSTRAINT "coupon_templates_value" CHECK (case "coupon_templates"."promotion_type"
        when 1 then "coupon_templates"."promotion_value" >= 1 and "coupon_templates"."promotion_value" = trunc("coupon_templates"."promotion_value")
        when 2 then "coupon_templates"."promotion_value" > 0 and "coupon_templates"."promotion_value" < 1
        else "coupon_templates"."promotion_value" = 0 end),
	CONSTRAINT "coupon_templates_gifts" CHECK (("coupon_templates"."promotion_type" = 3) = (jsonb_array_length("coupon_templates"."gifts") > 0)),
	CONSTRAINT "coupon_templates_threshold" CHECK ("coupon_templates"."threshold" >= 0),
	CONSTRAINT "coupon_templates_validity" CHECK (("coupon_templates"."valid_days" is null and "coupon_templates"."valid_from" is not null and "coupon_templates"."valid_to" is not null and "coupon_templates"."valid_from" < "coupon_templates"."valid_to")
        or ("coupon_templates"."valid_days" > 0 and "coupon_templates"."valid_from" is null and "coupon_templates"."valid_to" is null)),
	CONSTRAINT "coupon_templates_quantity" CHECK ("coupon_templates"."issued_count" >= 0 and "coupon_templates"."issued_count" <= coalesce("coupon_templates"."total_quantity", "coupon_templates"."issued_count")),
	CONSTRAINT "coupon_templates_per_customer" CHECK ("coupon_templates"."per_customer_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "customer_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"status" varchar(8) DEFAULT 'usable' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"order_id" varchar(64),
	"used_at" timestamp with time zone,
	CONSTRAINT "customer_coupons_status" CHECK ("customer_coupons"."status" in ('usable', 'used')),
	CONSTRAINT "customer_coupons_used_by_order" CHECK (("customer_coupons"."status" = 'used') = ("customer_coupons"."order_id" is not null and "customer_coupons"."used_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "points_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_accounts_not_negative" CHECK ("points_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"order_id" varchar(64),
	"remark" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_records_reason" CHECK ("points_records"."reason" in ('earn_order', 'spend_order', 'refund_order', 'cancel_order', 'adjust')),
	CONSTRAINT "points_records_delta" CHECK ("points_records"."delta" <> 0 and "points_records"."balance_after" >= 0),
	CONSTRAINT "points_records_order" CHECK (("points_records"."reason" = 'adjust') = ("points_records"."order_id" is null))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_campaign_receipts" ADD CONSTRAINT "coupon_campaign_receipts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_customer" ON "addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("customer_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "coupon_templates_campaign" ON "coupon_templates" USING btree ("campaign");--> statement-breakpoint
CREATE INDEX "customer_coupons_wallet" ON "customer_coupons" USING btree ("customer_id","status","valid_to");--> statement-breakpoint
CREATE INDEX "customer_coupons_template" ON "customer_coupons" USING btree ("template_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_coupons_order" ON "customer_coupons" USING btree ("order_id") WHERE "customer_coupons"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_records_once_per_order" ON "points_records" USING btree ("order_id","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "points_records_one_return_per_order" ON "points_records" USING btree ("order_id") WHERE "points_records"."reason" in ('refund_order', 'cancel_order');--> statement-breakpoint
CREATE INDEX "points_records_customer" ON "points_records" USING btree ("customer_id","id");