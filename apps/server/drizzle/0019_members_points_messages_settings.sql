CREATE TABLE "message_broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" varchar(64) NOT NULL,
	"title" varchar(64) NOT NULL,
	"content" text NOT NULL,
	"link" varchar(256),
	"segment" jsonb NOT NULL,
	"status" varchar(8) NOT NULL,
	"total" integer NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"staff_userid" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "message_broadcasts_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "message_broadcasts_status" CHECK ("message_broadcasts"."status" in ('sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"points_per_yuan" integer NOT NULL,
	"max_payable_percent" integer NOT NULL,
	"earn_per_yuan" integer NOT NULL,
	"pay_minutes" integer NOT NULL,
	"auto_receive_days" integer NOT NULL,
	"auto_complete_days" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_ranges" CHECK ("shop_settings"."points_per_yuan" >= 1 and "shop_settings"."max_payable_percent" between 0 and 100 and "shop_settings"."earn_per_yuan" >= 0
        and "shop_settings"."pay_minutes" >= 1 and "shop_settings"."auto_receive_days" >= 1 and "shop_settings"."auto_complete_days" >= 1)
);
--> statement-breakpoint
ALTER TABLE "inner_messages" ADD COLUMN "broadcast_id" integer;--> statement-breakpoint
ALTER TABLE "points_records" ADD COLUMN "adjust_key" varchar(64);--> statement-breakpoint
CREATE INDEX "message_broadcasts_sending" ON "message_broadcasts" USING btree ("id") WHERE "message_broadcasts"."status" = 'sending';--> statement-breakpoint
ALTER TABLE "inner_messages" ADD CONSTRAINT "inner_messages_broadcast_id_message_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."message_broadcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_created_at" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inner_messages_once_per_broadcast" ON "inner_messages" USING btree ("broadcast_id","customer_id") WHERE "inner_messages"."broadcast_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_records_once_per_adjust_key" ON "points_records" USING btree ("customer_id","adjust_key") WHERE "points_records"."adjust_key" is not null;--> statement-breakpoint
CREATE INDEX "order_lines_goods" ON "order_lines" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "orders_paid_at" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "refunds_refunded_at" ON "refunds" USING btree ("refunded_at") WHERE "refunds"."refunded_at" is not null;--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_adjust_key" CHECK (("points_records"."reason" = 'adjust') = ("points_records"."adjust_key" is not null));