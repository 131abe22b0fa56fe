ALTER TABLE "catalogue_version" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "catalogue_version" CASCADE;--> statement-breakpoint
CREATE INDEX "orders_newest" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_newest" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);