CREATE TABLE "chat_conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"customer_name" varchar(32) DEFAULT '' NOT NULL,
	"customer_mobile" varchar(16),
	"assignee_userid" varchar(64),
	"assignee_name" varchar(32),
	"last_seq" integer DEFAULT 0 NOT NULL,
	"customer_read_seq" integer DEFAULT 0 NOT NULL,
	"staff_read_seq" integer DEFAULT 0 NOT NULL,
	"unread_by_staff" integer DEFAULT 0 NOT NULL,
	"unread_by_customer" integer DEFAULT 0 NOT NULL,
	"noticed_seq" integer DEFAULT 0 NOT NULL,
	"last_staff_seq" integer DEFAULT 0 NOT NULL,
	"last_staff_at" timestamp with time zone,
	"last_message" varchar(64) DEFAULT '' NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_conversations_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"sender" varchar(8) NOT NULL,
	"staff_userid" varchar(64),
	"staff_name" varchar(32),
	"type" varchar(8) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" varchar(512),
	"context" jsonb,
	"client_id" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_seq" UNIQUE("conversation_id","seq"),
	CONSTRAINT "chat_messages_client_id" UNIQUE("conversation_id","sender","client_id"),
	CONSTRAINT "chat_messages_sender" CHECK ("chat_messages"."sender" in ('customer', 'staff', 'system')),
	CONSTRAINT "chat_messages_type" CHECK ("chat_messages"."type" in ('text', 'image', 'context'))
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"outside_url" varchar(512)
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"question" varchar(100) NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(16) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_latest" ON "chat_conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_unnoticed" ON "chat_conversations" USING btree ("last_staff_at") WHERE "chat_conversations"."last_staff_seq" > "chat_conversations"."noticed_seq" and "chat_conversations"."last_staff_seq" > "chat_conversations"."customer_read_seq";--> statement-breakpoint
CREATE INDEX "faqs_category" ON "faqs" USING btree ("category_id","sort");