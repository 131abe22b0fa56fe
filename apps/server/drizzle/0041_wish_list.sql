CREATE TABLE "distribution_wishes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distribution_wishes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"goods_id" integer,
	"sku_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"text" varchar(200),
	"status" varchar(10) NOT NULL,
	"push_order_id" integer,
	"pushed_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "distribution_wishes_push_order_id_unique" UNIQUE("push_order_id"),
	CONSTRAINT "distribution_wishes_what" CHECK ("distribution_wishes"."sku_id" is not null or "distribution_wishes"."text" is not null),
	CONSTRAINT "distribution_wishes_quantity" CHECK ("distribution_wishes"."quantity" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "guide_push_orders" ADD COLUMN "wish_id" integer;--> statement-breakpoint
ALTER TABLE "distribution_wishes" ADD CONSTRAINT "distribution_wishes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_wishes" ADD CONSTRAINT "distribution_wishes_pushed_by_distributors_id_fk" FOREIGN KEY ("pushed_by") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_wishes_one_open" ON "distribution_wishes" USING btree ("customer_id","goods_id") WHERE "distribution_wishes"."status" = 'open' and "distribution_wishes"."goods_id" is not null;--> statement-breakpoint
CREATE INDEX "distribution_wishes_customer" ON "distribution_wishes" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "guide_push_orders" ADD CONSTRAINT "guide_push_orders_wish_id_unique" UNIQUE("wish_id");