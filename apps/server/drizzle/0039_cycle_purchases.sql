CREATE TABLE "cycle_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" varchar(12) NOT NULL,
	"address" jsonb NOT NULL,
	"ready_at" timestamp with time zone,
	"shipment_id" integer,
	"shipped_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cycle_deliveries_status" CHECK ("cycle_deliveries"."status" in ('scheduled', 'ready', 'shipped', 'cancelled')),
	CONSTRAINT "cycle_deliveries_shipped" CHECK (("cycle_deliveries"."status" = 'shipped') = ("cycle_deliveries"."shipment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "cycle_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"plan_name" varchar(30) NOT NULL,
	"deliveries" integer NOT NULL,
	"interval_days" integer NOT NULL,
	"units_per_delivery" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cycle_orders_status" CHECK ("cycle_orders"."status" in ('placed', 'active', 'paused')),
	CONSTRAINT "cycle_orders_paused" CHECK (("cycle_orders"."status" = 'paused') = ("cycle_orders"."paused_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "cycle_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"sku_id" integer NOT NULL,
	"deliveries" integer NOT NULL,
	"interval_days" integer NOT NULL,
	"units_per_delivery" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"on_sale" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cycle_plans_deliveries" CHECK ("cycle_plans"."deliveries" between 2 and 24),
	CONSTRAINT "cycle_plans_interval" CHECK ("cycle_plans"."interval_days" between 1 and 90),
	CONSTRAINT "cycle_plans_units" CHECK ("cycle_plans"."units_per_delivery" between 1 and 10),
	CONSTRAINT "cycle_plans_price" CHECK ("cycle_plans"."unit_price" >= 1)
);
--> statement-breakpoint
ALTER TABLE "cycle_deliveries" ADD CONSTRAINT "cycle_deliveries_order_id_cycle_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cycle_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_deliveries" ADD CONSTRAINT "cycle_deliveries_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_orders" ADD CONSTRAINT "cycle_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_orders" ADD CONSTRAINT "cycle_orders_plan_id_cycle_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."cycle_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_orders" ADD CONSTRAINT "cycle_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_plans" ADD CONSTRAINT "cycle_plans_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_deliveries_once" ON "cycle_deliveries" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "cycle_deliveries_calendar" ON "cycle_deliveries" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "cycle_orders_customer" ON "cycle_orders" USING btree ("customer_id","created_at");