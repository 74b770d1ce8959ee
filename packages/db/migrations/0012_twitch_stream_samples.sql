-- Live Twitch readings (viewer count, chat activity per window) taken by the twitch-live job for watched channels;
-- the viewer-curve and chat signals read the newest stream of each channel through the (channel_id, sampled_at) index.
CREATE TABLE "twitch_stream_sample" (
	"channel_id" uuid NOT NULL,
	"stream_id" text NOT NULL,
	"stream_started_at" timestamp with time zone,
	"sampled_at" timestamp with time zone NOT NULL,
	"viewer_count" integer NOT NULL,
	"chat_messages" integer,
	"chat_unique_chatters" integer,
	"sample_seconds" integer,
	CONSTRAINT "twitch_stream_sample_channel_id_stream_id_sampled_at_pk" PRIMARY KEY("channel_id","stream_id","sampled_at")
);
--> statement-breakpoint
ALTER TABLE "twitch_stream_sample" ADD CONSTRAINT "twitch_stream_sample_channel_id_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "twitch_stream_sample_recent_idx" ON "twitch_stream_sample" USING btree ("channel_id","sampled_at");