CREATE TABLE "notification_announcement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"action_url" text,
	"audience" jsonb NOT NULL,
	"organization_id" text,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_channel_data" (
	"collection" text NOT NULL,
	"object_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_channel_data_collection_object_id_channel_id_pk" PRIMARY KEY("collection","object_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "notification_guide" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"channel_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"content" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"activation_url_patterns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idx" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_guide_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "notification_guide_engagement" (
	"user_id" text NOT NULL,
	"guide_id" uuid NOT NULL,
	"step_ref" text NOT NULL,
	"seen_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"interacted_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"link_clicked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_guide_engagement_user_id_guide_id_step_ref_pk" PRIMARY KEY("user_id","guide_id","step_ref")
);
--> statement-breakpoint
CREATE TABLE "notification_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"recipient_id" text NOT NULL,
	"workflow_key" text NOT NULL,
	"workflow_run_id" uuid NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"actor_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"tenant" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blocks" jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cancellation_key" text,
	"inserted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp (3) with time zone,
	"read_at" timestamp (3) with time zone,
	"interacted_at" timestamp (3) with time zone,
	"link_clicked_at" timestamp (3) with time zone,
	"archived_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preference" (
	"user_id" text NOT NULL,
	"set_id" text NOT NULL,
	"channel_types" jsonb,
	"workflows" jsonb,
	"categories" jsonb,
	"channels" jsonb,
	"commercial_subscribed" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preference_user_id_set_id_pk" PRIMARY KEY("user_id","set_id")
);
--> statement-breakpoint
CREATE TABLE "notification_recipient" (
	"user_id" text PRIMARY KEY NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_announcement" ADD CONSTRAINT "notification_announcement_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_announcement" ADD CONSTRAINT "notification_announcement_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_guide" ADD CONSTRAINT "notification_guide_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_guide_engagement" ADD CONSTRAINT "notification_guide_engagement_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_guide_engagement" ADD CONSTRAINT "notification_guide_engagement_guide_id_notification_guide_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."notification_guide"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_message" ADD CONSTRAINT "notification_message_recipient_id_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preference" ADD CONSTRAINT "notification_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipient" ADD CONSTRAINT "notification_recipient_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_announcement_created_idx" ON "notification_announcement" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notification_guide_channel_idx" ON "notification_guide" USING btree ("channel_id","active");--> statement-breakpoint
CREATE INDEX "notification_message_feed_idx" ON "notification_message" USING btree ("recipient_id","channel_id","inserted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_message_feed_active_idx" ON "notification_message" USING btree ("recipient_id","channel_id","inserted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "notification_message"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "notification_message_unread_idx" ON "notification_message" USING btree ("recipient_id","channel_id") WHERE "notification_message"."archived_at" is null and "notification_message"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notification_message_unseen_idx" ON "notification_message" USING btree ("recipient_id","channel_id") WHERE "notification_message"."archived_at" is null and "notification_message"."seen_at" is null;