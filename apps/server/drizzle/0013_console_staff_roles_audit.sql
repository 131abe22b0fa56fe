CREATE TABLE "staff_roles" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(16) NOT NULL,
	"permissions" varchar(64)[] DEFAULT '{}' NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_userid" varchar(64) NOT NULL,
	"action" varchar(64) NOT NULL,
	"target_type" varchar(32) NOT NULL,
	"target_id" varchar(64) NOT NULL,
	"summary" varchar(200) NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role";--> statement-breakpoint
-- The two roles staff already held become built-in roles; the seed step staff/built-in-roles gives every built-in
-- role its permissions (apps/server/src/modules/staff/staff.seed.ts).
INSERT INTO "staff_roles" ("code", "name", "built_in") VALUES ('counter', '专柜BA', true), ('operations', '运营', true);--> statement-breakpoint
UPDATE "staff_users" SET "role" = CASE "role" WHEN 'merchant' THEN 'operations' ELSE 'counter' END;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" SET DATA TYPE varchar(32);--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" SET DEFAULT 'counter';--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "username" varchar(32);--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "password_hash" varchar(256);--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "mobile" varchar(16);--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "failed_logins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_staff" ON "audit_log" USING btree ("staff_userid","at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_staff_roles_code_fk" FOREIGN KEY ("role") REFERENCES "public"."staff_roles"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_username" ON "staff_users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "staff_users_role" ON "staff_users" USING btree ("role");