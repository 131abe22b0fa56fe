CREATE TABLE "year_card_members" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "year_card_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "year_card_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"card_name" varchar(30) NOT NULL,
	"member_price_percent" integer NOT NULL,
	"free_shipping" boolean NOT NULL,
	"monthly_coupon_template_id" integer,
	"extra_points_percent" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "year_card_periods_span" CHECK ("year_card_periods"."ends_at" > "year_card_periods"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "year_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"sku_id" integer NOT NULL,
	"days" integer NOT NULL,
	"member_price_percent" integer NOT NULL,
	"free_shipping" boolean NOT NULL,
	"monthly_coupon_template_id" integer,
	"extra_points_percent" integer NOT NULL,
	"on_sale" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "year_cards_days" CHECK ("year_cards"."days" between 1 and 1100),
	CONSTRAINT "year_cards_member_price" CHECK ("year_cards"."member_price_percent" between 1 and 100),
	CONSTRAINT "year_cards_extra_points" CHECK ("year_cards"."extra_points_percent" between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "points_records" DROP CONSTRAINT "points_records_reason";--> statement-breakpoint
ALTER TABLE "points_records" DROP CONSTRAINT "points_records_business_key";--> statement-breakpoint
ALTER TABLE "year_card_members" ADD CONSTRAINT "year_card_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_card_orders" ADD CONSTRAINT "year_card_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_card_orders" ADD CONSTRAINT "year_card_orders_card_id_year_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."year_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_card_orders" ADD CONSTRAINT "year_card_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_card_periods" ADD CONSTRAINT "year_card_periods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_card_periods" ADD CONSTRAINT "year_card_periods_card_id_year_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."year_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_card_periods" ADD CONSTRAINT "year_card_periods_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_cards" ADD CONSTRAINT "year_cards_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_cards" ADD CONSTRAINT "year_cards_monthly_coupon_template_id_coupon_templates_id_fk" FOREIGN KEY ("monthly_coupon_template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "year_card_periods_once_per_order" ON "year_card_periods" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "year_card_periods_customer" ON "year_card_periods" USING btree ("customer_id","ends_at");--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_reason" CHECK ("points_records"."reason" in ('earn_order', 'spend_order', 'refund_order', 'cancel_order', 'adjust', 'sign_in', 'lottery', 'survey', 'help', 'expire', 'year_card'));--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_business_key" CHECK (("points_records"."reason" in ('sign_in', 'lottery', 'survey', 'help', 'expire', 'year_card')) = ("points_records"."business_key" is not null));