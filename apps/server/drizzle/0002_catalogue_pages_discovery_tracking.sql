CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"type" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	CONSTRAINT "activities_code_unique" UNIQUE("code"),
	CONSTRAINT "activities_type_known" CHECK ("activities"."type" in ('sec_kill')),
	CONSTRAINT "activities_ends_after_start" CHECK ("activities"."end_time" > "activities"."start_time")
);
--> statement-breakpoint
CREATE TABLE "activity_skus" (
	"activity_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"activity_price" integer NOT NULL,
	"inventory" integer NOT NULL,
	"use_inventory" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_skus_activity_id_sku_id_pk" PRIMARY KEY("activity_id","sku_id"),
	CONSTRAINT "activity_skus_price_not_negative" CHECK ("activity_skus"."activity_price" >= 0),
	CONSTRAINT "activity_skus_inventory_used_within" CHECK ("activity_skus"."use_inventory" >= 0 and "activity_skus"."use_inventory" <= "activity_skus"."inventory")
);
--> statement-breakpoint
CREATE TABLE "catalogue_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shipping_price" integer NOT NULL,
	"free_shipping_threshold" integer NOT NULL,
	"cart_max_quantity" integer NOT NULL,
	CONSTRAINT "catalogue_settings_one_row" CHECK ("catalogue_settings"."id" = 1),
	CONSTRAINT "catalogue_settings_amounts" CHECK ("catalogue_settings"."shipping_price" >= 0 and "catalogue_settings"."free_shipping_threshold" >= 0 and "catalogue_settings"."cart_max_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"customer_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorites_customer_id_sku_id_pk" PRIMARY KEY("customer_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"subtitle" varchar(128),
	"selling_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"main_image" varchar(256) NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail_html" text DEFAULT '' NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"launched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "goods_code_unique" UNIQUE("code"),
	CONSTRAINT "goods_sales_count_not_negative" CHECK ("goods"."sales_count" >= 0),
	CONSTRAINT "goods_view_count_not_negative" CHECK ("goods"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_categories" (
	"goods_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "goods_categories_goods_id_category_id_pk" PRIMARY KEY("goods_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "goods_tags" (
	"goods_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"type" varchar(16) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_tags_goods_id_name_pk" PRIMARY KEY("goods_id","name"),
	CONSTRAINT "goods_tags_type_known" CHECK ("goods_tags"."type" in ('Badge', 'ShowInSpec'))
);
--> statement-breakpoint
CREATE TABLE "goods_views" (
	"customer_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "goods_views_customer_id_goods_id_pk" PRIMARY KEY("customer_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "hot_keywords" (
	"keyword" varchar(50) PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"hot" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(32) NOT NULL,
	"image" varchar(256),
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"customer_id" integer NOT NULL,
	"scope" varchar(16) NOT NULL,
	"keyword" varchar(50) NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_history_customer_id_scope_keyword_pk" PRIMARY KEY("customer_id","scope","keyword"),
	CONSTRAINT "search_history_scope_known" CHECK ("search_history"."scope" in ('goods', 'articles'))
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goods_id" integer NOT NULL,
	"sku_code" varchar(64) NOT NULL,
	"name" varchar(128) NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"marketing_price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"image" varchar(256),
	"limit_per_customer" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "skus_sku_code_unique" UNIQUE("sku_code"),
	CONSTRAINT "skus_stock_not_negative" CHECK ("skus"."stock" >= 0),
	CONSTRAINT "skus_price_not_negative" CHECK ("skus"."price" >= 0),
	CONSTRAINT "skus_marketing_price_not_below_price" CHECK ("skus"."marketing_price" >= "skus"."price"),
	CONSTRAINT "skus_limit_positive" CHECK ("skus"."limit_per_customer" is null or "skus"."limit_per_customer" > 0)
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(16) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "article_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"nick_name" varchar(32) NOT NULL,
	"avatar_url" varchar(512),
	"content" varchar(300) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_goods" (
	"article_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_goods_article_id_goods_id_pk" PRIMARY KEY("article_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "article_keeps" (
	"article_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "article_keeps_article_id_customer_id_pk" PRIMARY KEY("article_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "article_likes" (
	"article_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "article_likes_article_id_customer_id_pk" PRIMARY KEY("article_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"category_id" integer NOT NULL,
	"title" varchar(64) NOT NULL,
	"author_name" varchar(32) NOT NULL,
	"author_avatar" varchar(256),
	"cover" varchar(256) NOT NULL,
	"content_html" text NOT NULL,
	"content_text" text GENERATED ALWAYS AS (regexp_replace(content_html, '<[^>]*>', ' ', 'g')) STORED,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"keep_count" integer DEFAULT 0 NOT NULL,
	"forward_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "articles_code_unique" UNIQUE("code"),
	CONSTRAINT "articles_counts_not_negative" CHECK ("articles"."like_count" >= 0 and "articles"."keep_count" >= 0 and "articles"."forward_count" >= 0 and "articles"."comment_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "page_dialogs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_dialogs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" varchar(32) NOT NULL,
	"image" varchar(256) NOT NULL,
	"link" varchar(1024),
	"frequency" varchar(8) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_dialogs_type_known" CHECK ("page_dialogs"."type" in ('HOME', 'ACTIVITY', 'PERSONAL_CENTER', 'PRODUCT_DETAILS', 'SHOPINGCART')),
	CONSTRAINT "page_dialogs_frequency_known" CHECK ("page_dialogs"."frequency" in ('once', 'daily', 'always'))
);
--> statement-breakpoint
CREATE TABLE "page_settings" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(32) NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"log_id" varchar(64) PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"client" varchar(8) NOT NULL,
	"type" varchar(64) NOT NULL,
	"props" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_skus" ADD CONSTRAINT "activity_skus_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_skus" ADD CONSTRAINT "activity_skus_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_categories" ADD CONSTRAINT "goods_categories_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_categories" ADD CONSTRAINT "goods_categories_category_id_sales_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sales_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_tags" ADD CONSTRAINT "goods_tags_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_views" ADD CONSTRAINT "goods_views_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_views" ADD CONSTRAINT "goods_views_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_categories" ADD CONSTRAINT "sales_categories_parent_id_sales_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sales_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_goods" ADD CONSTRAINT "article_goods_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_goods" ADD CONSTRAINT "article_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_keeps" ADD CONSTRAINT "article_keeps_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_keeps" ADD CONSTRAINT "article_keeps_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_skus_sku" ON "activity_skus" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "favorites_newest" ON "favorites" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_categories_category" ON "goods_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_views_newest" ON "goods_views" USING btree ("customer_id","viewed_at");--> statement-breakpoint
CREATE INDEX "search_history_newest" ON "search_history" USING btree ("customer_id","scope","searched_at");--> statement-breakpoint
CREATE INDEX "skus_goods" ON "skus" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "article_comments_newest" ON "article_comments" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "article_keeps_customer" ON "article_keeps" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "article_likes_customer" ON "article_likes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "articles_feed" ON "articles" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "articles_newest" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "page_dialogs_type" ON "page_dialogs" USING btree ("type");--> statement-breakpoint
CREATE INDEX "tracking_events_by_type" ON "tracking_events" USING btree ("type","received_at");--> statement-breakpoint
CREATE INDEX "tracking_events_by_customer" ON "tracking_events" USING btree ("customer_id","received_at");