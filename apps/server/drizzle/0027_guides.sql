CREATE TABLE "guide_behaviors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guide_behaviors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guide_id" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"action" varchar(16) NOT NULL,
	"customer_mobile" varchar(11),
	"goods_id" integer,
	"push_order_id" integer,
	"remark" varchar(200),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outlets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"city" varchar(16) NOT NULL,
	"address" varchar(128) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" varchar(20) NOT NULL,
	"hours" varchar(32) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outlets_code_unique" UNIQUE("code"),
	CONSTRAINT "outlets_kind_known" CHECK ("outlets"."kind" in ('store', 'counter')),
	CONSTRAINT "outlets_coordinates" CHECK ("outlets"."latitude" between -90 and 90 and "outlets"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "guide_push_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guide_push_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(22) NOT NULL,
	"guide_id" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"items" jsonb NOT NULL,
	"customer_mobile" varchar(11),
	"customer_id" integer,
	"remark" varchar(100),
	"quoted_amount" integer NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"ordered_at" timestamp with time zone,
	CONSTRAINT "guide_push_orders_code_unique" UNIQUE("code"),
	CONSTRAINT "guide_push_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "guide_push_orders_quoted" CHECK ("guide_push_orders"."quoted_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shopping_guides" ADD COLUMN "outlet_id" integer;--> statement-breakpoint
ALTER TABLE "shopping_guides" ADD COLUMN "wecom_user_id" varchar(64);--> statement-breakpoint
ALTER TABLE "guide_behaviors" ADD CONSTRAINT "guide_behaviors_guide_id_shopping_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."shopping_guides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_behaviors" ADD CONSTRAINT "guide_behaviors_push_order_id_guide_push_orders_id_fk" FOREIGN KEY ("push_order_id") REFERENCES "public"."guide_push_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_push_orders" ADD CONSTRAINT "guide_push_orders_guide_id_shopping_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."shopping_guides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_push_orders" ADD CONSTRAINT "guide_push_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guide_behaviors_request" ON "guide_behaviors" USING btree ("guide_id","request_id");--> statement-breakpoint
CREATE INDEX "guide_behaviors_guide_newest" ON "guide_behaviors" USING btree ("guide_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guide_push_orders_request" ON "guide_push_orders" USING btree ("guide_id","request_id");--> statement-breakpoint
CREATE INDEX "guide_push_orders_guide_newest" ON "guide_push_orders" USING btree ("guide_id","created_at");--> statement-breakpoint
ALTER TABLE "shopping_guides" ADD CONSTRAINT "shopping_guides_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_guides" ADD CONSTRAINT "shopping_guides_wecom_user_id_unique" UNIQUE("wecom_user_id");