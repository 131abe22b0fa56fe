CREATE TABLE "revoked_tokens" (
	"token_id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires" ON "revoked_tokens" USING btree ("expires_at");