CREATE TABLE "mail_sandbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"envelope_from" text NOT NULL,
	"envelope_to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_sandbox_messages_to" ON "mail_sandbox_messages" USING btree ("envelope_to");