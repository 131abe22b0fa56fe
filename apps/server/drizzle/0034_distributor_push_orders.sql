ALTER TABLE "guide_push_orders" ALTER COLUMN "guide_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guide_push_orders" ADD COLUMN "distributor_id" integer;--> statement-breakpoint
ALTER TABLE "guide_push_orders" ADD CONSTRAINT "guide_push_orders_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guide_push_orders_distributor_request" ON "guide_push_orders" USING btree ("distributor_id","request_id");--> statement-breakpoint
CREATE INDEX "guide_push_orders_distributor_newest" ON "guide_push_orders" USING btree ("distributor_id","created_at");--> statement-breakpoint
ALTER TABLE "guide_push_orders" ADD CONSTRAINT "guide_push_orders_one_sender" CHECK (num_nonnulls("guide_push_orders"."guide_id", "guide_push_orders"."distributor_id") = 1);