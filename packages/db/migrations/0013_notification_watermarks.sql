CREATE TABLE "notification_status_watermark" (
	"recipient_id" text NOT NULL,
	"channel_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "notification_status_watermark_recipient_id_channel_id_status_at_pk" PRIMARY KEY("recipient_id","channel_id","status","at")
);
--> statement-breakpoint
ALTER TABLE "notification_status_watermark" ADD CONSTRAINT "notification_status_watermark_recipient_id_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "notification_message_unread_idx";--> statement-breakpoint
DROP INDEX "notification_message_unseen_idx";--> statement-breakpoint
CREATE INDEX "notification_message_unread_idx" ON "notification_message" USING btree ("recipient_id","channel_id","updated_at") WHERE "notification_message"."archived_at" is null and "notification_message"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notification_message_unseen_idx" ON "notification_message" USING btree ("recipient_id","channel_id","updated_at") WHERE "notification_message"."archived_at" is null and "notification_message"."seen_at" is null;
