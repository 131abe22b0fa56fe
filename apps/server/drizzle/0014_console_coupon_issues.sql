CREATE TABLE "coupon_issues" (
	"issue_key" varchar(64) PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"staff_userid" varchar(64) NOT NULL,
	"issued" integer NOT NULL,
	"not_found" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD COLUMN "issue_key" varchar(64);--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_coupons_issue" ON "customer_coupons" USING btree ("issue_key","customer_id") WHERE "customer_coupons"."issue_key" is not null;