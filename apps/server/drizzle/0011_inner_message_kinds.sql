-- Messages written before kinds existed are the shop's own notices.
ALTER TABLE "inner_messages" ADD COLUMN "kind" varchar(32) DEFAULT 'notice' NOT NULL;--> statement-breakpoint
ALTER TABLE "inner_messages" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "inner_messages" ADD COLUMN "link" varchar(256);--> statement-breakpoint
CREATE INDEX "inner_messages_customer" ON "inner_messages" USING btree ("customer_id","id");
