CREATE TABLE "surprise_box_buyers" (
	"box_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"bought" integer NOT NULL,
	CONSTRAINT "surprise_box_buyers_box_id_customer_id_pk" PRIMARY KEY("box_id","customer_id"),
	CONSTRAINT "surprise_box_buyers_bought" CHECK ("surprise_box_buyers"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "surprise_box_goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surprise_box_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"box_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"position" integer NOT NULL,
	"weight" integer NOT NULL,
	"allotment" integer NOT NULL,
	"revealed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "surprise_box_goods_weight" CHECK ("surprise_box_goods"."weight" >= 0),
	CONSTRAINT "surprise_box_goods_revealed" CHECK ("surprise_box_goods"."revealed" >= 0 and "surprise_box_goods"."revealed" <= "surprise_box_goods"."allotment")
);
--> statement-breakpoint
CREATE TABLE "surprise_box_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"box_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"roll" integer,
	"total_weight" integer,
	"landed_sku_id" integer,
	"revealed_sku_id" integer,
	"pool_goods_id" integer,
	"fallback" boolean,
	"revealed_at" timestamp with time zone,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "surprise_boxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surprise_boxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(30) NOT NULL,
	"image" varchar(256) DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"limit_per_customer" integer NOT NULL,
	"fallback_sku_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "surprise_boxes_window" CHECK ("surprise_boxes"."starts_at" < "surprise_boxes"."ends_at"),
	CONSTRAINT "surprise_boxes_price" CHECK ("surprise_boxes"."price" >= 1),
	CONSTRAINT "surprise_boxes_sold" CHECK ("surprise_boxes"."sold" >= 0 and "surprise_boxes"."sold" <= "surprise_boxes"."stock"),
	CONSTRAINT "surprise_boxes_limit" CHECK ("surprise_boxes"."limit_per_customer" >= 1)
);
--> statement-breakpoint
ALTER TABLE "surprise_box_buyers" ADD CONSTRAINT "surprise_box_buyers_box_id_surprise_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."surprise_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surprise_box_buyers" ADD CONSTRAINT "surprise_box_buyers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surprise_box_goods" ADD CONSTRAINT "surprise_box_goods_box_id_surprise_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."surprise_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surprise_box_goods" ADD CONSTRAINT "surprise_box_goods_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surprise_box_orders" ADD CONSTRAINT "surprise_box_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surprise_box_orders" ADD CONSTRAINT "surprise_box_orders_box_id_surprise_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."surprise_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surprise_box_orders" ADD CONSTRAINT "surprise_box_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surprise_boxes" ADD CONSTRAINT "surprise_boxes_fallback_sku_id_skus_id_fk" FOREIGN KEY ("fallback_sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "surprise_box_goods_sku" ON "surprise_box_goods" USING btree ("box_id","sku_id");--> statement-breakpoint
CREATE INDEX "surprise_box_orders_box" ON "surprise_box_orders" USING btree ("box_id");--> statement-breakpoint
CREATE INDEX "surprise_box_orders_customer" ON "surprise_box_orders" USING btree ("customer_id","order_id");