CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"pay_type" varchar(8) NOT NULL,
	"product" varchar(8) NOT NULL,
	"app_id" varchar(64),
	"amount" integer NOT NULL,
	"status" varchar(24) NOT NULL,
	"prepay_id" varchar(64),
	"h5_url" varchar(1024),
	"transaction_id" varchar(32),
	"paid_at" timestamp with time zone,
	"notification_id" varchar(64),
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_out_trade_no_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('created', 'prepaid', 'paid', 'failed', 'closed', 'partially_refunded', 'refunded')),
	CONSTRAINT "payments_pay_type_known" CHECK ("payments"."pay_type" in ('wm', 'h5', 'app')),
	CONSTRAINT "payments_product_known" CHECK ("payments"."product" in ('jsapi', 'h5', 'app', 'free')),
	CONSTRAINT "payments_amounts" CHECK ("payments"."amount" >= 0 and "payments"."refunded_amount" between 0 and "payments"."amount"),
	CONSTRAINT "payments_attempt_positive" CHECK ("payments"."attempt" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_attempt" ON "payments" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('created', 'prepaid');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('paid', 'partially_refunded', 'refunded');