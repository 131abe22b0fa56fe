CREATE TABLE "buy_gift_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"sku_ids" integer[] NOT NULL,
	"coupon_template_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "buy_gift_activities_window" CHECK ("buy_gift_activities"."starts_at" < "buy_gift_activities"."ends_at"),
	CONSTRAINT "buy_gift_activities_skus" CHECK (cardinality("buy_gift_activities"."sku_ids") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "buy_gift_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"coupon_template_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "buy_gift_orders_status" CHECK ("buy_gift_orders"."status" in ('placed', 'given', 'missed', 'taken_back', 'kept'))
);
--> statement-breakpoint
ALTER TABLE "customer_coupons" DROP CONSTRAINT "customer_coupons_status";--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD COLUMN "buy_gift_activity_id" integer;--> statement-breakpoint
ALTER TABLE "buy_gift_activities" ADD CONSTRAINT "buy_gift_activities_coupon_template_id_coupon_templates_id_fk" FOREIGN KEY ("coupon_template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_gift_orders" ADD CONSTRAINT "buy_gift_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_gift_orders" ADD CONSTRAINT "buy_gift_orders_activity_id_buy_gift_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."buy_gift_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_gift_orders" ADD CONSTRAINT "buy_gift_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_gift_orders" ADD CONSTRAINT "buy_gift_orders_coupon_template_id_coupon_templates_id_fk" FOREIGN KEY ("coupon_template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buy_gift_orders_activity" ON "buy_gift_orders" USING btree ("activity_id","status");--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_status" CHECK ("customer_coupons"."status" in ('usable', 'used', 'revoked'));