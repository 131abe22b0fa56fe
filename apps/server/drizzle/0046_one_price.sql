CREATE TABLE "one_price_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"title" varchar(60) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"limit_per_customer" integer NOT NULL,
	"limit_per_order" integer,
	"on_sale" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "one_price_activities_limit" CHECK ("one_price_activities"."limit_per_customer" >= 1),
	CONSTRAINT "one_price_activities_order_limit" CHECK ("one_price_activities"."limit_per_order" is null or "one_price_activities"."limit_per_order" between 1 and "one_price_activities"."limit_per_customer")
);
--> statement-breakpoint
CREATE TABLE "one_price_buyers" (
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"bought" integer NOT NULL,
	CONSTRAINT "one_price_buyers_activity_id_customer_id_pk" PRIMARY KEY("activity_id","customer_id"),
	CONSTRAINT "one_price_buyers_bought" CHECK ("one_price_buyers"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "one_price_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "one_price_goods_sold" CHECK ("one_price_goods"."sold" between 0 and "one_price_goods"."stock"),
	CONSTRAINT "one_price_goods_price" CHECK ("one_price_goods"."price" >= 1)
);
--> statement-breakpoint
CREATE TABLE "one_price_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "one_price_orders_quantity" CHECK ("one_price_orders"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "one_price_buyers" ADD CONSTRAINT "one_price_buyers_activity_id_one_price_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."one_price_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_price_buyers" ADD CONSTRAINT "one_price_buyers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_price_goods" ADD CONSTRAINT "one_price_goods_activity_id_one_price_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."one_price_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_price_goods" ADD CONSTRAINT "one_price_goods_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_price_orders" ADD CONSTRAINT "one_price_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_price_orders" ADD CONSTRAINT "one_price_orders_activity_id_one_price_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."one_price_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_price_orders" ADD CONSTRAINT "one_price_orders_goods_id_one_price_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."one_price_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_price_orders" ADD CONSTRAINT "one_price_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_price_goods_sku" ON "one_price_goods" USING btree ("activity_id","sku_id");--> statement-breakpoint
CREATE INDEX "one_price_orders_activity" ON "one_price_orders" USING btree ("activity_id");