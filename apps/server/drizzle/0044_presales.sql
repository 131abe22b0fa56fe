CREATE TABLE "presale_buyers" (
	"presale_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"bought" integer NOT NULL,
	CONSTRAINT "presale_buyers_presale_id_customer_id_pk" PRIMARY KEY("presale_id","customer_id"),
	CONSTRAINT "presale_buyers_bought" CHECK ("presale_buyers"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "presale_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"presale_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"paid_now" integer NOT NULL,
	"balance" integer NOT NULL,
	"deposit_paid_at" timestamp with time zone,
	"balance_order_id" integer,
	"balance_paid_at" timestamp with time zone,
	"ship_held" boolean DEFAULT false NOT NULL,
	"reminded_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"settled" varchar(8),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "presale_orders_amounts" CHECK ("presale_orders"."quantity" >= 1 and "presale_orders"."paid_now" >= 1 and "presale_orders"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "presales" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"sku_id" integer NOT NULL,
	"mode" varchar(8) NOT NULL,
	"price" integer NOT NULL,
	"deposit" integer,
	"deposit_value" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"balance_starts_at" timestamp with time zone,
	"balance_ends_at" timestamp with time zone,
	"ship_from" timestamp with time zone NOT NULL,
	"unpaid_rule" varchar(8) NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"limit_per_customer" integer NOT NULL,
	"on_sale" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "presales_sold" CHECK ("presales"."sold" between 0 and "presales"."stock"),
	CONSTRAINT "presales_limit" CHECK ("presales"."limit_per_customer" >= 1),
	CONSTRAINT "presales_price" CHECK ("presales"."price" >= 1)
);
--> statement-breakpoint
ALTER TABLE "presale_buyers" ADD CONSTRAINT "presale_buyers_presale_id_presales_id_fk" FOREIGN KEY ("presale_id") REFERENCES "public"."presales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_buyers" ADD CONSTRAINT "presale_buyers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_orders" ADD CONSTRAINT "presale_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_orders" ADD CONSTRAINT "presale_orders_presale_id_presales_id_fk" FOREIGN KEY ("presale_id") REFERENCES "public"."presales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_orders" ADD CONSTRAINT "presale_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_orders" ADD CONSTRAINT "presale_orders_balance_order_id_orders_id_fk" FOREIGN KEY ("balance_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presales" ADD CONSTRAINT "presales_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presale_orders_presale" ON "presale_orders" USING btree ("presale_id");--> statement-breakpoint
CREATE INDEX "presale_orders_customer" ON "presale_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "presale_orders_balance" ON "presale_orders" USING btree ("balance_order_id");