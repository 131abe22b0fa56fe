CREATE TABLE "ad_clicks" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"click_id" varchar(128) NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_reports" (
	"customer_id" integer NOT NULL,
	"action_type" varchar(16) NOT NULL,
	"business_key" varchar(64) NOT NULL,
	"value_fen" integer,
	"status" varchar(8) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone,
	CONSTRAINT "ad_reports_customer_id_action_type_business_key_pk" PRIMARY KEY("customer_id","action_type","business_key"),
	CONSTRAINT "ad_reports_status" CHECK ("ad_reports"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "subscribe_acceptances" (
	"customer_id" integer NOT NULL,
	"event" varchar(24) NOT NULL,
	"remaining" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscribe_acceptances_customer_id_event_pk" PRIMARY KEY("customer_id","event"),
	CONSTRAINT "subscribe_acceptances_remaining" CHECK ("subscribe_acceptances"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscribe_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscribe_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(96) NOT NULL,
	"customer_id" integer NOT NULL,
	"event" varchar(24) NOT NULL,
	"template_id" varchar(64) NOT NULL,
	"page" varchar(256) NOT NULL,
	"data" jsonb NOT NULL,
	"status" varchar(8) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" varchar(128),
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "subscribe_sends_key_unique" UNIQUE("key"),
	CONSTRAINT "subscribe_sends_status" CHECK ("subscribe_sends"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"version" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"reward_points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_versions" (
	"survey_id" integer NOT NULL,
	"version" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survey_versions_survey_id_version_pk" PRIMARY KEY("survey_id","version")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(64) NOT NULL,
	"description" text NOT NULL,
	"status" varchar(12) NOT NULL,
	"version" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"reward_points" integer NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "surveys_status" CHECK ("surveys"."status" in ('draft', 'published', 'closed')),
	CONSTRAINT "surveys_reward" CHECK ("surveys"."reward_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "help_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(32) NOT NULL,
	"description" varchar(200) NOT NULL,
	"image" varchar(512),
	"goal" integer NOT NULL,
	"reward_points" integer NOT NULL,
	"coupon_template_id" integer,
	"helper_quota" integer NOT NULL,
	"new_accounts_only" boolean NOT NULL,
	"task_hours" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "help_activities_status" CHECK ("help_activities"."status" in ('draft', 'published', 'closed')),
	CONSTRAINT "help_activities_goal" CHECK ("help_activities"."goal" between 1 and 50),
	CONSTRAINT "help_activities_reward" CHECK ("help_activities"."reward_points" >= 0 and ("help_activities"."reward_points" > 0 or "help_activities"."coupon_template_id" is not null)),
	CONSTRAINT "help_activities_quota" CHECK ("help_activities"."helper_quota" >= 1)
);
--> statement-breakpoint
CREATE TABLE "help_quotas" (
	"activity_id" integer NOT NULL,
	"helper_id" integer NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "help_quotas_activity_id_helper_id_pk" PRIMARY KEY("activity_id","helper_id")
);
--> statement-breakpoint
CREATE TABLE "help_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"helper_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"goal" integer NOT NULL,
	"helped" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "help_tasks_progress" CHECK ("help_tasks"."helped" between 0 and "help_tasks"."goal"),
	CONSTRAINT "help_tasks_status" CHECK ("help_tasks"."status" in ('open', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "ad_clicks" ADD CONSTRAINT "ad_clicks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribe_acceptances" ADD CONSTRAINT "subscribe_acceptances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribe_sends" ADD CONSTRAINT "subscribe_sends_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_versions" ADD CONSTRAINT "survey_versions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_quotas" ADD CONSTRAINT "help_quotas_activity_id_help_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."help_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_quotas" ADD CONSTRAINT "help_quotas_helper_id_customers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_records" ADD CONSTRAINT "help_records_task_id_help_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."help_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_records" ADD CONSTRAINT "help_records_helper_id_customers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_tasks" ADD CONSTRAINT "help_tasks_activity_id_help_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."help_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_tasks" ADD CONSTRAINT "help_tasks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_reports_pending" ON "ad_reports" USING btree ("created_at") WHERE "ad_reports"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "subscribe_sends_pending" ON "subscribe_sends" USING btree ("id") WHERE "subscribe_sends"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_once" ON "survey_answers" USING btree ("survey_id","customer_id");--> statement-breakpoint
CREATE INDEX "survey_answers_survey" ON "survey_answers" USING btree ("survey_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_records_once" ON "help_records" USING btree ("task_id","helper_id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_tasks_once" ON "help_tasks" USING btree ("activity_id","customer_id");--> statement-breakpoint
CREATE INDEX "help_tasks_customer" ON "help_tasks" USING btree ("customer_id","id");