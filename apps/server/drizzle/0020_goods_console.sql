CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" varchar(100),
	"order_id" integer,
	"staff_userid" varchar(64),
	"request_id" varchar(64),
	"request_hash" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_movements_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "stock_movements_kind_known" CHECK ("stock_movements"."kind" in ('initial', 'received', 'damaged', 'counted', 'sale', 'release')),
	CONSTRAINT "stock_movements_stock_after_not_negative" CHECK ("stock_movements"."stock_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "status" varchar(16) DEFAULT 'on_sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_sku" ON "stock_movements" USING btree ("sku_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_newest" ON "stock_movements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "goods_updated" ON "goods" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_status_known" CHECK ("goods"."status" in ('on_sale', 'off_sale'));--> statement-breakpoint
-- The ledger begins with each SKU's stock as it is: one opening row, so stock = the sum of a SKU's movements.
INSERT INTO "stock_movements" ("sku_id", "kind", "delta", "stock_after", "reason", "created_at")
SELECT "id", 'initial', "stock", "stock", '期初库存', now() FROM "skus" WHERE "stock" > 0;
