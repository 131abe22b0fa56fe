CREATE TABLE "lotteries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lotteries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"daily_free" integer DEFAULT 1 NOT NULL,
	"points_per_draw" integer DEFAULT 0 NOT NULL,
	"order_chances" integer DEFAULT 0 NOT NULL,
	"daily_cap" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotteries_code_unique" UNIQUE("code"),
	CONSTRAINT "lotteries_window" CHECK ("lotteries"."starts_at" < "lotteries"."ends_at"),
	CONSTRAINT "lotteries_numbers" CHECK ("lotteries"."daily_free" >= 0 and "lotteries"."points_per_draw" >= 0 and "lotteries"."order_chances" >= 0 and "lotteries"."daily_cap" >= 1)
);
--> statement-breakpoint
CREATE TABLE "lottery_chance_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_chance_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lottery_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"source" varchar(8) NOT NULL,
	"business_key" varchar(64) NOT NULL,
	"delta" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_chances" (
	"lottery_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_chances_lottery_id_customer_id_pk" PRIMARY KEY("lottery_id","customer_id"),
	CONSTRAINT "lottery_chances_balance" CHECK ("lottery_chances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_draw_days" (
	"lottery_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"date" varchar(10) NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_draw_days_lottery_id_customer_id_date_pk" PRIMARY KEY("lottery_id","customer_id","date")
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lottery_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"paid_with" varchar(8) NOT NULL,
	"points_cost" integer DEFAULT 0 NOT NULL,
	"roll" integer NOT NULL,
	"total_weight" integer NOT NULL,
	"prize_id" integer,
	"prize_name" varchar(40) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"status" varchar(8) NOT NULL,
	"reference" varchar(64),
	"address" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_prize_days" (
	"prize_id" integer NOT NULL,
	"date" varchar(10) NOT NULL,
	"awarded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_prize_days_prize_id_date_pk" PRIMARY KEY("prize_id","date")
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_prizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lottery_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"coupon_template_id" integer,
	"sku_id" integer,
	"image" varchar(512) DEFAULT '' NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer,
	"remaining" integer,
	"daily_quota" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_prizes_weight" CHECK ("lottery_prizes"."weight" >= 0),
	CONSTRAINT "lottery_prizes_remaining" CHECK ("lottery_prizes"."remaining" is null or "lottery_prizes"."remaining" >= 0),
	CONSTRAINT "lottery_prizes_stock" CHECK (("lottery_prizes"."kind" = 'none') = ("lottery_prizes"."stock" is null)),
	CONSTRAINT "lottery_prizes_kind" CHECK ("lottery_prizes"."kind" in ('points', 'coupon', 'goods', 'none'))
);
--> statement-breakpoint
CREATE TABLE "reward_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"sign_in_rewards" jsonb NOT NULL,
	"make_up_days" integer DEFAULT 0 NOT NULL,
	"make_up_cost" integer DEFAULT 0 NOT NULL,
	"expiry_years" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_settings_one" CHECK ("reward_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"customer_id" integer NOT NULL,
	"date" varchar(10) NOT NULL,
	"streak" integer NOT NULL,
	"make_up" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_ins_customer_id_date_pk" PRIMARY KEY("customer_id","date"),
	CONSTRAINT "sign_ins_streak" CHECK ("sign_ins"."streak" >= 1)
);
--> statement-breakpoint
ALTER TABLE "points_records" DROP CONSTRAINT "points_records_reason";--> statement-breakpoint
ALTER TABLE "points_records" DROP CONSTRAINT "points_records_delta";--> statement-breakpoint
ALTER TABLE "points_records" DROP CONSTRAINT "points_records_order";--> statement-breakpoint
ALTER TABLE "points_records" ADD COLUMN "asset" varchar(8) DEFAULT 'points' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_records" ADD COLUMN "asset_ref" varchar(64);--> statement-breakpoint
ALTER TABLE "points_records" ADD COLUMN "business_key" varchar(64);--> statement-breakpoint
ALTER TABLE "lottery_chance_records" ADD CONSTRAINT "lottery_chance_records_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chance_records" ADD CONSTRAINT "lottery_chance_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chances" ADD CONSTRAINT "lottery_chances_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chances" ADD CONSTRAINT "lottery_chances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draw_days" ADD CONSTRAINT "lottery_draw_days_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draw_days" ADD CONSTRAINT "lottery_draw_days_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_prize_id_lottery_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."lottery_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prize_days" ADD CONSTRAINT "lottery_prize_days_prize_id_lottery_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."lottery_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_chance_records_once" ON "lottery_chance_records" USING btree ("lottery_id","customer_id","source","business_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_request" ON "lottery_draws" USING btree ("lottery_id","customer_id","request_id");--> statement-breakpoint
CREATE INDEX "lottery_draws_customer" ON "lottery_draws" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "lottery_draws_lottery" ON "lottery_draws" USING btree ("lottery_id","id");--> statement-breakpoint
CREATE INDEX "lottery_prizes_lottery" ON "lottery_prizes" USING btree ("lottery_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "points_records_once_per_business_key" ON "points_records" USING btree ("customer_id","reason","asset","business_key") WHERE "points_records"."business_key" is not null;--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_asset_delta" CHECK ("points_records"."asset" = 'points' or "points_records"."delta" = 0);--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_business_key" CHECK (("points_records"."reason" in ('sign_in', 'lottery', 'redeem', 'expire')) = ("points_records"."business_key" is not null));--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_reason" CHECK ("points_records"."reason" in ('earn_order', 'spend_order', 'refund_order', 'cancel_order', 'adjust', 'sign_in', 'lottery', 'redeem', 'expire'));--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_delta" CHECK (("points_records"."delta" <> 0 or "points_records"."asset" <> 'points') and "points_records"."balance_after" >= 0);--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_order" CHECK ("points_records"."business_key" is not null or ("points_records"."reason" = 'adjust') = ("points_records"."order_id" is null));