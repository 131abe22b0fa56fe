-- A promotion code's usage limit (null: none) and the orders using it, one row per order (docs/pricing.md).
CREATE TABLE "promotion_code_uses" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"customer_id" integer NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_code_uses" ADD CONSTRAINT "promotion_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_code_uses" ADD CONSTRAINT "promotion_code_uses_code_promotion_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promotion_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_code_uses" ADD CONSTRAINT "promotion_code_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_usage" CHECK ("promotion_codes"."used_count" >= 0 and ("promotion_codes"."usage_limit" is null or "promotion_codes"."used_count" <= "promotion_codes"."usage_limit"));