CREATE TABLE "group_buy_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_buy_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(32) NOT NULL,
	"goods_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"group_size" integer NOT NULL,
	"group_hours" integer NOT NULL,
	"limit_per_customer" integer NOT NULL,
	"allow_virtual" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_buy_activities_size" CHECK ("group_buy_activities"."group_size" between 2 and 20),
	CONSTRAINT "group_buy_activities_hours" CHECK ("group_buy_activities"."group_hours" between 1 and 168),
	CONSTRAINT "group_buy_activities_limit" CHECK ("group_buy_activities"."limit_per_customer" >= 1),
	CONSTRAINT "group_buy_activities_range" CHECK ("group_buy_activities"."end_time" > "group_buy_activities"."start_time")
);
--> statement-breakpoint
CREATE TABLE "group_buy_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_buy_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"leader_id" integer NOT NULL,
	"size" integer NOT NULL,
	"joined" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"virtual" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "group_buy_groups_seats" CHECK ("group_buy_groups"."joined" >= 1 and "group_buy_groups"."joined" <= "group_buy_groups"."size"),
	CONSTRAINT "group_buy_groups_status" CHECK ("group_buy_groups"."status" in ('open', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "group_buy_members" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"join_group_id" integer,
	"group_id" integer,
	"leader" boolean DEFAULT false NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "group_buy_members_status" CHECK ("group_buy_members"."status" in ('pending', 'seated', 'succeeded', 'failed', 'refused', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "group_buy_skus" (
	"activity_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"group_price" integer NOT NULL,
	CONSTRAINT "group_buy_skus_activity_id_sku_id_pk" PRIMARY KEY("activity_id","sku_id"),
	CONSTRAINT "group_buy_skus_price" CHECK ("group_buy_skus"."group_price" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_for" varchar(16);--> statement-breakpoint
ALTER TABLE "group_buy_activities" ADD CONSTRAINT "group_buy_activities_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_groups" ADD CONSTRAINT "group_buy_groups_activity_id_group_buy_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."group_buy_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_groups" ADD CONSTRAINT "group_buy_groups_leader_id_customers_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_activity_id_group_buy_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."group_buy_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_join_group_id_group_buy_groups_id_fk" FOREIGN KEY ("join_group_id") REFERENCES "public"."group_buy_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_group_id_group_buy_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_buy_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_skus" ADD CONSTRAINT "group_buy_skus_activity_id_group_buy_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."group_buy_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_skus" ADD CONSTRAINT "group_buy_skus_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_buy_activities_goods" ON "group_buy_activities" USING btree ("goods_id","end_time");--> statement-breakpoint
CREATE INDEX "group_buy_groups_open" ON "group_buy_groups" USING btree ("activity_id","expires_at") WHERE "group_buy_groups"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_members_one_open" ON "group_buy_members" USING btree ("activity_id","customer_id") WHERE "group_buy_members"."status" in ('pending', 'seated');--> statement-breakpoint
CREATE INDEX "group_buy_members_group" ON "group_buy_members" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_buy_members_customer" ON "group_buy_members" USING btree ("customer_id","created_at");