CREATE TABLE "flash_sale_buyers" (
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"bought" integer NOT NULL,
	CONSTRAINT "flash_sale_buyers_activity_id_customer_id_pk" PRIMARY KEY("activity_id","customer_id"),
	CONSTRAINT "flash_sale_buyers_bought" CHECK ("flash_sale_buyers"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flash_sale_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "flash_sale_orders_quantity" CHECK ("flash_sale_orders"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "flash_sale_reminders" (
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "flash_sale_reminders_activity_id_customer_id_pk" PRIMARY KEY("activity_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "limit_per_customer" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "pay_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "allow_coupon" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "allow_points" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "flash_sale_buyers" ADD CONSTRAINT "flash_sale_buyers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_buyers" ADD CONSTRAINT "flash_sale_buyers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_orders" ADD CONSTRAINT "flash_sale_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_orders" ADD CONSTRAINT "flash_sale_orders_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_orders" ADD CONSTRAINT "flash_sale_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_orders" ADD CONSTRAINT "flash_sale_orders_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_reminders" ADD CONSTRAINT "flash_sale_reminders_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_reminders" ADD CONSTRAINT "flash_sale_reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_sale_orders_activity" ON "flash_sale_orders" USING btree ("activity_id","sku_id");--> statement-breakpoint
CREATE INDEX "flash_sale_reminders_unsent" ON "flash_sale_reminders" USING btree ("activity_id") WHERE "flash_sale_reminders"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_limit_positive" CHECK ("activities"."limit_per_customer" >= 1);--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_pay_minutes_within" CHECK ("activities"."pay_minutes" between 1 and 30);