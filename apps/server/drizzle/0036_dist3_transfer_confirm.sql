ALTER TABLE "commission_withdrawals" ADD COLUMN "confirm" jsonb;--> statement-breakpoint
ALTER TABLE "wechat_pay_sandbox_transfers" ADD COLUMN "package_info" varchar(64);