CREATE TABLE "page_drafts" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(32) NOT NULL,
	"blocks" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"base_version" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"version" integer NOT NULL,
	"title" varchar(32) NOT NULL,
	"blocks" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" varchar(64),
	"restored_from" integer,
	CONSTRAINT "page_versions_code_version" UNIQUE("code","version")
);
--> statement-breakpoint
ALTER TABLE "article_comments" ADD COLUMN "status" varchar(16) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_comments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "article_comments" ADD COLUMN "reviewed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" varchar(16) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_settings" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "article_comments_review" ON "article_comments" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_status_known" CHECK ("article_comments"."status" in ('pending', 'approved', 'hidden'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_known" CHECK ("articles"."status" in ('draft', 'published', 'offline'));