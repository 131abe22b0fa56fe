CREATE TABLE "water_light_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "water_light_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(40) NOT NULL,
	"banner" varchar(512) DEFAULT '' NOT NULL,
	"rule" varchar(500) DEFAULT '' NOT NULL,
	"days_required" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"coupon_template_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "water_light_activities_window" CHECK ("water_light_activities"."starts_at" < "water_light_activities"."ends_at"),
	CONSTRAINT "water_light_activities_days" CHECK ("water_light_activities"."days_required" >= 1),
	CONSTRAINT "water_light_activities_gives" CHECK ("water_light_activities"."points" >= 0 and ("water_light_activities"."points" > 0 or "water_light_activities"."coupon_template_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "water_light_check_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "water_light_check_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"date" varchar(10) NOT NULL,
	"streak" integer NOT NULL,
	"photo" varchar(512),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "water_light_check_ins_streak" CHECK ("water_light_check_ins"."streak" >= 1)
);
--> statement-breakpoint
CREATE TABLE "water_light_completions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "water_light_completions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"days" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_records" DROP CONSTRAINT "points_records_reason";--> statement-breakpoint
ALTER TABLE "points_records" DROP CONSTRAINT "points_records_business_key";--> statement-breakpoint
ALTER TABLE "water_light_check_ins" ADD CONSTRAINT "water_light_check_ins_activity_id_water_light_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."water_light_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_light_check_ins" ADD CONSTRAINT "water_light_check_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_light_completions" ADD CONSTRAINT "water_light_completions_activity_id_water_light_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."water_light_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_light_completions" ADD CONSTRAINT "water_light_completions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "water_light_check_ins_once_a_day" ON "water_light_check_ins" USING btree ("activity_id","customer_id","date");--> statement-breakpoint
CREATE INDEX "water_light_check_ins_activity_date" ON "water_light_check_ins" USING btree ("activity_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "water_light_completions_once" ON "water_light_completions" USING btree ("activity_id","customer_id");--> statement-breakpoint
CREATE INDEX "water_light_completions_customer" ON "water_light_completions" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_reason" CHECK ("points_records"."reason" in ('earn_order', 'spend_order', 'refund_order', 'cancel_order', 'adjust', 'sign_in', 'lottery', 'survey', 'help', 'expire', 'year_card', 'member_gift', 'recycle', 'water_light'));--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_business_key" CHECK (("points_records"."reason" in ('sign_in', 'lottery', 'survey', 'help', 'expire', 'year_card', 'member_gift', 'recycle', 'water_light')) = ("points_records"."business_key" is not null));