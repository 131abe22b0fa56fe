CREATE TABLE "points_goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(40) NOT NULL,
	"sku_id" integer NOT NULL,
	"points" integer NOT NULL,
	"cash" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"limit_per_customer" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_goods_window" CHECK ("points_goods"."starts_at" < "points_goods"."ends_at"),
	CONSTRAINT "points_goods_price" CHECK ("points_goods"."points" >= 1 and "points_goods"."cash" >= 0),
	CONSTRAINT "points_goods_sold" CHECK ("points_goods"."sold" >= 0 and "points_goods"."sold" <= "points_goods"."stock"),
	CONSTRAINT "points_goods_limit" CHECK ("points_goods"."limit_per_customer" >= 1)
);
--> statement-breakpoint
CREATE TABLE "points_goods_buyers" (
	"points_goods_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"bought" integer NOT NULL,
	CONSTRAINT "points_goods_buyers_points_goods_id_customer_id_pk" PRIMARY KEY("points_goods_id","customer_id"),
	CONSTRAINT "points_goods_buyers_bought" CHECK ("points_goods_buyers"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_goods_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"points_goods_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "points_goods_orders_quantity" CHECK ("points_goods_orders"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "points_records" DROP CONSTRAINT "points_records_reason";--> statement-breakpoint
ALTER TABLE "points_records" DROP CONSTRAINT "points_records_business_key";--> statement-breakpoint
ALTER TABLE "points_goods" ADD CONSTRAINT "points_goods_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_goods_buyers" ADD CONSTRAINT "points_goods_buyers_points_goods_id_points_goods_id_fk" FOREIGN KEY ("points_goods_id") REFERENCES "public"."points_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_goods_buyers" ADD CONSTRAINT "points_goods_buyers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_goods_orders" ADD CONSTRAINT "points_goods_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_goods_orders" ADD CONSTRAINT "points_goods_orders_points_goods_id_points_goods_id_fk" FOREIGN KEY ("points_goods_id") REFERENCES "public"."points_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_goods_orders" ADD CONSTRAINT "points_goods_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_goods_orders_goods" ON "points_goods_orders" USING btree ("points_goods_id");--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_reason" CHECK ("points_records"."reason" in ('earn_order', 'spend_order', 'refund_order', 'cancel_order', 'adjust', 'sign_in', 'lottery', 'survey', 'help', 'expire'));--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_business_key" CHECK (("points_records"."reason" in ('sign_in', 'lottery', 'survey', 'help', 'expire')) = ("points_records"."business_key" is not null));--> statement-breakpoint
-- Survey and friend-help rewards written before this change as adjustments keyed `survey:<id>` / `help:<taskId>` become the ledger's programme rows they always were.
UPDATE "points_records" SET "reason" = split_part("adjust_key", ':', 1), "business_key" = "adjust_key", "adjust_key" = NULL WHERE "reason" = 'adjust' AND ("adjust_key" LIKE 'survey:%' OR "adjust_key" LIKE 'help:%');
