CREATE TABLE "member_gift_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_gift_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gift_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"period" varchar(8) NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_gifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(40) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"coupon_template_id" integer,
	"new_member_days" integer DEFAULT 30 NOT NULL,
	"min_age" integer DEFAULT 14 NOT NULL,
	"stock" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_gifts_kind" CHECK ("member_gifts"."kind" in ('new_member', 'birthday')),
	CONSTRAINT "member_gifts_window" CHECK ("member_gifts"."starts_at" < "member_gifts"."ends_at"),
	CONSTRAINT "member_gifts_claimed" CHECK ("member_gifts"."claimed" >= 0 and "member_gifts"."claimed" <= "member_gifts"."stock"),
	CONSTRAINT "member_gifts_gives" CHECK ("member_gifts"."points" >= 0 and ("member_gifts"."points" > 0 or "member_gifts"."coupon_template_id" is not null)),
	CONSTRAINT "member_gifts_rules" CHECK ("member_gifts"."new_member_days" >= 1 and "member_gifts"."min_age" >= 0)
);
--> statement-breakpoint
ALTER TABLE "points_records" DROP CONSTRAINT "points_records_reason";--> statement-breakpoint
ALTER TABLE "points_records" DROP CONSTRAINT "points_records_business_key";--> statement-breakpoint
ALTER TABLE "member_gift_claims" ADD CONSTRAINT "member_gift_claims_gift_id_member_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."member_gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gift_claims" ADD CONSTRAINT "member_gift_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_gift_claims_once" ON "member_gift_claims" USING btree ("gift_id","customer_id","period");--> statement-breakpoint
CREATE INDEX "member_gift_claims_customer" ON "member_gift_claims" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_reason" CHECK ("points_records"."reason" in ('earn_order', 'spend_order', 'refund_order', 'cancel_order', 'adjust', 'sign_in', 'lottery', 'survey', 'help', 'expire', 'year_card', 'member_gift'));--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_business_key" CHECK (("points_records"."reason" in ('sign_in', 'lottery', 'survey', 'help', 'expire', 'year_card', 'member_gift')) = ("points_records"."business_key" is not null));