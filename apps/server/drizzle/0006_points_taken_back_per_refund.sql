ALTER TABLE "points_records" DROP CONSTRAINT "points_records_refund";--> statement-breakpoint
DROP INDEX "points_records_once_per_refund";--> statement-breakpoint
CREATE UNIQUE INDEX "points_records_once_per_refund" ON "points_records" USING btree ("refund_id","reason") WHERE "points_records"."refund_id" is not null;--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_refund" CHECK ("points_records"."refund_id" is null or "points_records"."reason" in ('refund_order', 'earn_order'));