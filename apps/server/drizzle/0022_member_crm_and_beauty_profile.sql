CREATE TABLE "crm_bindings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"member_no" varchar(32) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"level_code" varchar(16) NOT NULL,
	"level_name" varchar(32) NOT NULL,
	"points" integer NOT NULL,
	"bound_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crm_bindings_member_no_unique" UNIQUE("member_no")
);
--> statement-breakpoint
CREATE TABLE "beauty_profiles" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"skin_type" varchar(16),
	"concerns" text[] NOT NULL,
	"shade" varchar(16),
	"scents" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sandbox_codes" (
	"mobile" varchar(11) PRIMARY KEY NOT NULL,
	"code" varchar(6) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sandbox_members" (
	"member_no" varchar(32) PRIMARY KEY NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"level_code" varchar(16) NOT NULL,
	"level_name" varchar(32) NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"outer_id" varchar(64),
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crm_sandbox_members_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
ALTER TABLE "crm_bindings" ADD CONSTRAINT "crm_bindings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beauty_profiles" ADD CONSTRAINT "beauty_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;