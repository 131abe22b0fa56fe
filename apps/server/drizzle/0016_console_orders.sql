CREATE TABLE "wechat_sandbox_state" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merchant_remark" varchar(200);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merchant_remark_by" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merchant_remark_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "wechat_shipping" varchar(12);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "wechat_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "wechat_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "wechat_error" varchar(200);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "wechat_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reject_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "handled_by" varchar(64);--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "reply" varchar(200);--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "replied_by" varchar(64);--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shipments_wechat_due" ON "shipments" USING btree ("wechat_next_at") WHERE "shipments"."wechat_shipping" = 'pending';--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_wechat_state_known" CHECK ("shipments"."wechat_shipping" is null or "shipments"."wechat_shipping" in ('pending', 'uploaded', 'failed'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('requested', 'issued', 'rejected'));