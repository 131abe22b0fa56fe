CREATE TABLE "recycle_programmes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recycle_programmes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(30) NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"accepted_goods" jsonb NOT NULL,
	"points_per_unit" integer NOT NULL,
	"coupon_template_id" integer,
	"coupon_min_units" integer NOT NULL,
	"max_units_per_request" integer NOT NULL,
	"return_address" varchar(120) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recycle_programmes_window" CHECK ("recycle_programmes"."starts_at" < "recycle_programmes"."ends_at"),
	CONSTRAINT "recycle_programmes_reward" CHECK ("recycle_programmes"."points_per_unit" >= 0 and "recycle_programmes"."coupon_min_units" >= 1),
	CONSTRAINT "recycle_programmes_cap" CHECK ("recycle_programmes"."max_units_per_request" >= 1)
);
--> statement-breakpoint
CREATE TABLE "recycle_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recycle_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"programme_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"units" integer NOT NULL,
	"method" varchar(8) NOT NULL,
	"status" varchar(12) NOT NULL,
	"carrier" varchar(20),
	"tracking_no" varchar(32),
	"accepted_units" integer,
	"reject_reason" varchar(100),
	"reward_points" integer DEFAULT 0 NOT NULL,
	"reward_coupon_template_id" integer,
	"inspected_by" varchar(64),
	"shipped_at" timestamp with time zone,
	"inspected_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recycle_records_method" CHECK ("recycle_records"."method" in ('parcel', 'counter')),
	CONSTRAINT "recycle_records_status" CHECK ("recycle_records"."status" in ('requested', 'shipped', 'inspected', 'rejected', 'cancelled')),
	CONSTRAINT "recycle_records_accepted" CHECK ("recycle_records"."accepted_units" is null or ("recycle_records"."accepted_units" >= 0 and "recycle_records"."accepted_units" <= "recycle_records"."units")),
	CONSTRAINT "recycle_records_units" CHECK ("recycle_records"."units" >= 1),
	CONSTRAINT "recycle_records_parcel" CHECK ("recycle_records"."status" <> 'shipped' or "recycle_records"."tracking_no" is not null)
);
--> statement-breakpoint
CREATE TABLE "try_use_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "try_use_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(30) NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"sku_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "try_use_activities_window" CHECK ("try_use_activities"."starts_at" < "try_use_activities"."ends_at"),
	CONSTRAINT "try_use_activities_seats" CHECK ("try_use_activities"."approved" >= 0 and "try_use_activities"."approved" <= "try_use_activities"."seats"),
	CONSTRAINT "try_use_activities_fee" CHECK ("try_use_activities"."shipping_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "try_use_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "try_use_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"address" jsonb NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(10) NOT NULL,
	"reject_reason" varchar(100),
	"order_id" integer,
	"decided_by" varchar(64),
	"decided_at" timestamp with time zone,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "try_use_applications_status" CHECK ("try_use_applications"."status" in ('applied', 'approved', 'rejected', 'lapsed')),
	CONSTRAINT "try_use_applications_approved" CHECK ("try_use_applications"."status" not in ('approved', 'lapsed') or "try_use_applications"."order_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "points_records" DROP CONSTRAINT "points_records_reason";--> statement-breakpoint
ALTER TABLE "points_records" DROP CONSTRAINT "points_records_business_key";--> statement-breakpoint
ALTER TABLE "recycle_programmes" ADD CONSTRAINT "recycle_programmes_coupon_template_id_coupon_templates_id_fk" FOREIGN KEY ("coupon_template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_records" ADD CONSTRAINT "recycle_records_programme_id_recycle_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."recycle_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_records" ADD CONSTRAINT "recycle_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "try_use_activities" ADD CONSTRAINT "try_use_activities_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "try_use_applications" ADD CONSTRAINT "try_use_applications_activity_id_try_use_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."try_use_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "try_use_applications" ADD CONSTRAINT "try_use_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "try_use_applications" ADD CONSTRAINT "try_use_applications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recycle_records_customer" ON "recycle_records" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "recycle_records_status" ON "recycle_records" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "try_use_applications_once" ON "try_use_applications" USING btree ("activity_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "try_use_applications_order" ON "try_use_applications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "try_use_applications_status" ON "try_use_applications" USING btree ("activity_id","status","id");--> statement-breakpoint
CREATE INDEX "try_use_applications_customer" ON "try_use_applications" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_reason" CHECK ("points_records"."reason" in ('earn_order', 'spend_order', 'refund_order', 'cancel_order', 'adjust', 'sign_in', 'lottery', 'survey', 'help', 'expire', 'year_card', 'member_gift', 'recycle'));--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_business_key" CHECK (("points_records"."reason" in ('sign_in', 'lottery', 'survey', 'help', 'expire', 'year_card', 'member_gift', 'recycle')) = ("points_records"."business_key" is not null));