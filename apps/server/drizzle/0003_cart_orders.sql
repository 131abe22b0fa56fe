CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"customer_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"price_when_added" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_lines_customer_id_sku_id_pk" PRIMARY KEY("customer_id","sku_id"),
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_codes" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"promotion_type" smallint NOT NULL,
	"promotion_value" numeric(12, 4) NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotion_codes_value" CHECK (case "promotion_codes"."promotion_type"
        when 1 then "promotion_codes"."promotion_value" >= 1 and "promotion_codes"."promotion_value" = trunc("promotion_codes"."promotion_value")
        when 2 then "promotion_codes"."promotion_value" > 0 and "promotion_codes"."promotion_value" < 1 end),
	CONSTRAINT "promotion_codes_threshold" CHECK ("promotion_codes"."threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(32) NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"scope" jsonb NOT NULL,
	"args" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotions_key_unique" UNIQUE("key"),
	CONSTRAINT "promotions_ends_after_start" CHECK ("promotions"."end_at" > "promotions"."start_at")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"from_status" varchar(24),
	"to_status" varchar(24),
	"actor" varchar(16) NOT NULL,
	"actor_id" varchar(64),
	"details" jsonb,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_events_actor_known" CHECK ("order_events"."actor" in ('customer', 'staff', 'system', 'provider'))
);
--> statement-breakpoint
CREATE TABLE "order_idempotency_keys" (
	"customer_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_idempotency_keys_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_code" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" varchar(256) NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"marketing_price" integer NOT NULL,
	"activity_price" integer,
	"add_on_of" integer,
	"origin_amount" integer NOT NULL,
	"benefit_amount" integer NOT NULL,
	"actual_amount" integer NOT NULL,
	"points_amount" integer NOT NULL,
	"real_pay_amount" integer NOT NULL,
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_origin" CHECK ("order_lines"."origin_amount" = "order_lines"."price" * "order_lines"."quantity"),
	CONSTRAINT "order_lines_amounts" CHECK ("order_lines"."actual_amount" = "order_lines"."origin_amount" - "order_lines"."benefit_amount" and "order_lines"."real_pay_amount" = "order_lines"."actual_amount" - "order_lines"."points_amount"
        and least("order_lines"."benefit_amount", "order_lines"."actual_amount", "order_lines"."points_amount", "order_lines"."real_pay_amount") >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" varchar(32) NOT NULL,
	"customer_id" integer NOT NULL,
	"order_type" varchar(32) DEFAULT 'normal' NOT NULL,
	"status" varchar(24) NOT NULL,
	"channel" varchar(8),
	"total_origin_amount" integer NOT NULL,
	"total_benefit_amount" integer NOT NULL,
	"total_actual_amount" integer NOT NULL,
	"total_points_to_amount" integer NOT NULL,
	"total_real_pay_points" integer NOT NULL,
	"origin_shipping_price" integer NOT NULL,
	"actual_shipping_price" integer NOT NULL,
	"total_real_pay_amount" integer NOT NULL,
	"gift_total_price" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"promotion_code" varchar(32),
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gifts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"custom_card" jsonb,
	"remark" varchar(100),
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" varchar(64),
	"deleted_by_customer" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('wait_pay', 'wait_shipment', 'partially_shipped', 'wait_receive', 'wait_estimate', 'completed', 'cancelled', 'refunded')),
	CONSTRAINT "orders_type_known" CHECK ("orders"."order_type" in ('normal', 'give_gift', 'buy_gift', 'ba_push_order', 'distribution_order', 'advance_sale', 'group_purchasing', 'wish_list', 'sec_kill', 'accompany', 'integral', 'key_client', 'integral_gift', 'year_card', 'pre_sale_order')),
	CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" is null or "orders"."channel" in ('wm', 'h5', 'app')),
	CONSTRAINT "orders_amounts_not_negative" CHECK (least("orders"."total_origin_amount", "orders"."total_benefit_amount", "orders"."total_actual_amount", "orders"."total_points_to_amount",
        "orders"."total_real_pay_points", "orders"."origin_shipping_price", "orders"."actual_shipping_price", "orders"."total_real_pay_amount",
        "orders"."gift_total_price") >= 0),
	CONSTRAINT "orders_actual_amount" CHECK ("orders"."total_actual_amount" = "orders"."total_origin_amount" - "orders"."total_benefit_amount"),
	CONSTRAINT "orders_real_pay_amount" CHECK ("orders"."total_real_pay_amount" = "orders"."total_actual_amount" - "orders"."total_points_to_amount" + "orders"."actual_shipping_price")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_sku" ON "order_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "orders_customer_newest" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline" ON "orders" USING btree ("pay_deadline") WHERE "orders"."status" = 'wait_pay';