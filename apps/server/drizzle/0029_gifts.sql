CREATE TABLE "gift_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean NOT NULL,
	"packages" jsonb NOT NULL,
	"cards" jsonb NOT NULL,
	"expiry_hours" integer NOT NULL,
	"goods_ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_settings_one_row" CHECK ("gift_settings"."id" = 1),
	CONSTRAINT "gift_settings_expiry" CHECK ("gift_settings"."expiry_hours" >= 1)
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"package" jsonb,
	"custom_card" jsonb,
	"blessing" varchar(120),
	"code" varchar(22),
	"expires_at" timestamp with time zone,
	"receiver_id" integer,
	"receiver_address" jsonb,
	"given_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gifts_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "gifts_code_unique" UNIQUE("code"),
	CONSTRAINT "gifts_status_known" CHECK ("gifts"."status" in ('wait_pay', 'ready', 'given', 'claimed', 'expired', 'cancelled', 'closed')),
	CONSTRAINT "gifts_claimed_has_receiver" CHECK ("gifts"."status" <> 'claimed' or ("gifts"."receiver_id" is not null and "gifts"."receiver_address" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_buyer_id_customers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_receiver_id_customers_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_buyer" ON "gifts" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "gifts_receiver" ON "gifts" USING btree ("receiver_id","claimed_at");--> statement-breakpoint
CREATE INDEX "gifts_newest" ON "gifts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gifts_unclaimed_deadline" ON "gifts" USING btree ("expires_at") WHERE "gifts"."status" in ('ready', 'given');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_or_gift" CHECK ("orders"."address" is not null or "orders"."order_type" = 'give_gift');