CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mobile" varchar(11),
	"open_id" varchar(64),
	"union_id" varchar(64),
	"nick_name" varchar(20),
	"real_name" varchar(32),
	"gender" smallint DEFAULT 0 NOT NULL,
	"avatar_url" varchar(512),
	"birthday" date,
	"first_shop_time" timestamp with time zone,
	"source" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "customers_open_id_unique" UNIQUE("open_id"),
	CONSTRAINT "customers_gender_known" CHECK ("customers"."gender" in (0, 1, 2)),
	CONSTRAINT "customers_identified" CHECK ("customers"."mobile" is not null or "customers"."open_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mobile" varchar(11) NOT NULL,
	"customer_id" integer,
	"level" varchar(16) DEFAULT '普通会员' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "members_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "members_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "shopping_guides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shopping_guides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mobile" varchar(11) NOT NULL,
	"name" varchar(32) NOT NULL,
	"counter_name" varchar(64),
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shopping_guides_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"mobile" varchar(11) PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"userid" varchar(64) PRIMARY KEY NOT NULL,
	"name" varchar(32),
	"counter_name" varchar(64),
	"first_login_at" timestamp with time zone,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inner_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inner_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"title" varchar(64) NOT NULL,
	"content" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kvdata" (
	"type" varchar(64) NOT NULL,
	"key" varchar(64) NOT NULL,
	"title" varchar(64) NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kvdata_type_key_pk" PRIMARY KEY("type","key")
);
--> statement-breakpoint
CREATE TABLE "navigation_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "navigation_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"text" varchar(16) NOT NULL,
	"page_path" varchar(128) NOT NULL,
	"link_url" varchar(512),
	"icon_path" varchar(256),
	"selected_icon_path" varchar(256),
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "navigation_settings_page_path_unique" UNIQUE("page_path")
);
--> statement-breakpoint
CREATE TABLE "seed_steps" (
	"name" varchar(128) PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inner_messages" ADD CONSTRAINT "inner_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inner_messages_unread" ON "inner_messages" USING btree ("customer_id") WHERE "inner_messages"."read_at" is null;