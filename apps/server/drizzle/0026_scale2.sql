CREATE TABLE "wechat_pay_sandbox_prepays" (
	"prepay_id" varchar(64) PRIMARY KEY NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_pay_sandbox_refunds" (
	"out_refund_no" varchar(64) PRIMARY KEY NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"record" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_pay_sandbox_trades" (
	"out_trade_no" varchar(64) PRIMARY KEY NOT NULL,
	"transaction_id" varchar(32),
	"record" jsonb NOT NULL,
	CONSTRAINT "wechat_pay_sandbox_trades_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "sms_sandbox_messages" (
	"mobile" varchar(11) PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_counters" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wechat_pay_sandbox_refunds_trade" ON "wechat_pay_sandbox_refunds" USING btree ("out_trade_no");