CREATE TABLE "commission_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_key" varchar(64) NOT NULL,
	"distributor_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"base" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"available_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commission_entries_business_key_unique" UNIQUE("business_key")
);
--> statement-breakpoint
CREATE TABLE "distribution_bindings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distribution_bindings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"channel" varchar(3) NOT NULL,
	"type" varchar(12) NOT NULL,
	"type_id" varchar(64),
	"source" varchar(16) NOT NULL,
	"reason" varchar(100),
	"bound_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(16)
);
--> statement-breakpoint
CREATE TABLE "distribution_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"bind_rule" jsonb NOT NULL,
	"default_rate_bp" integer NOT NULL,
	"settle_days" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_shares" (
	"key" varchar(24) PRIMARY KEY NOT NULL,
	"distributor_id" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"binding_type" varchar(12) NOT NULL,
	"page" varchar(128) NOT NULL,
	"params" jsonb NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "distributor_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributor_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(20) NOT NULL,
	"rate_bp" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "distributor_levels_name_unique" UNIQUE("name"),
	CONSTRAINT "distributor_levels_rate" CHECK ("distributor_levels"."rate_bp" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "distributor_teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributor_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(30) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "distributor_teams_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"channel" varchar(3) NOT NULL,
	"status" varchar(10) NOT NULL,
	"real_name" varchar(32) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"level_id" integer,
	"team_id" integer,
	"inviter_id" integer,
	"staff_id" varchar(64),
	"counter_id" varchar(32),
	"counter_name" varchar(64),
	"remark" varchar(200),
	"reject_reason" varchar(100),
	"accession_time" timestamp with time zone,
	"frozen" integer DEFAULT 0 NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"withdrawing" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	"owed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "distributors_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "distributors_channel" CHECK ("distributors"."channel" in ('IN', 'OUT')),
	CONSTRAINT "distributors_balances" CHECK (least("distributors"."frozen", "distributors"."available", "distributors"."withdrawing", "distributors"."withdrawn", "distributors"."owed") >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_commission_rates" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "goods_commission_rates_rate" CHECK ("goods_commission_rates"."rate_bp" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "order_attributions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"distributor_id" integer NOT NULL,
	"channel" varchar(3) NOT NULL,
	"binding_id" integer,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"distributor_id" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"out_bill_no" varchar(32) NOT NULL,
	"transfer_bill_no" varchar(64),
	"reason" varchar(100),
	"decided_by" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "commission_withdrawals_out_bill_no_unique" UNIQUE("out_bill_no"),
	CONSTRAINT "commission_withdrawals_amount" CHECK ("commission_withdrawals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wechat_pay_sandbox_transfers" (
	"out_bill_no" varchar(32) PRIMARY KEY NOT NULL,
	"transfer_bill_no" varchar(64) NOT NULL,
	"openid" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"state" varchar(20) NOT NULL,
	"fail_reason" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wechat_pay_sandbox_transfers_transfer_bill_no_unique" UNIQUE("transfer_bill_no")
);
--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_bindings" ADD CONSTRAINT "distribution_bindings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_bindings" ADD CONSTRAINT "distribution_bindings_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_shares" ADD CONSTRAINT "distribution_shares_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_level_id_distributor_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."distributor_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_team_id_distributor_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."distributor_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_binding_id_distribution_bindings_id_fk" FOREIGN KEY ("binding_id") REFERENCES "public"."distribution_bindings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_withdrawals" ADD CONSTRAINT "commission_withdrawals_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_entries_distributor" ON "commission_entries" USING btree ("distributor_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_entries_order" ON "commission_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "commission_entries_frozen" ON "commission_entries" USING btree ("available_at") WHERE "commission_entries"."status" = 'frozen';--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_bindings_one_open" ON "distribution_bindings" USING btree ("customer_id","channel") WHERE "distribution_bindings"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "distribution_bindings_distributor" ON "distribution_bindings" USING btree ("distributor_id","bound_at");--> statement-breakpoint
CREATE INDEX "distribution_shares_distributor" ON "distribution_shares" USING btree ("distributor_id","created_at");--> statement-breakpoint
CREATE INDEX "distributors_status" ON "distributors" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_withdrawals_request" ON "commission_withdrawals" USING btree ("distributor_id","request_id");--> statement-breakpoint
CREATE INDEX "commission_withdrawals_status" ON "commission_withdrawals" USING btree ("status","created_at");