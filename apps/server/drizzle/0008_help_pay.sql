ALTER TABLE "orders" ADD COLUMN "help_pay_code" varchar(22);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_id" integer;--> statement-breakpoint
-- Attempts made before a friend could pay were the buyer's.
UPDATE "payments" SET "payer_id" = "orders"."customer_id" FROM "orders" WHERE "orders"."id" = "payments"."order_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "payer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_id_customers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_help_pay_code_unique" UNIQUE("help_pay_code");