-- Issue 39: a campaign's start and end are calendar days, not instants. The web form used to store local midnight of
-- the first day and local midnight after the last day, so the same run read 14.03. or 01.06. in other time zones.
-- Conversion rule (the date the writer meant): take the instant's UTC date, but from 12:00 UTC on take the next day.
-- Local midnight anywhere from UTC-11 to UTC+12 lies within 12 hours of the UTC midnight of the meant day: zones
-- east of UTC (Berlin: 23:00 or 22:00 UTC the evening before) land after 12:00 and move forward, zones west of UTC
-- (Los Angeles: 07:00 or 08:00 UTC) stay on their UTC date. Hence date(utc + 12 h). AT TIME ZONE 'UTC' makes it
-- independent of the session's time zone. Writers at UTC+13/+14 (New Zealand summer, Tonga, Kiritimati) cannot be told
-- from UTC-11/-10 and land one day early; a member corrects such a day in the campaign dialog.
ALTER TABLE "campaign" ALTER COLUMN "start_time" TYPE date USING ((("start_time" AT TIME ZONE 'UTC') + interval '12 hours')::date);
--> statement-breakpoint
-- The stored end was the first moment after the last day (exclusive); a date end is the last day itself (inclusive),
-- so the converted day is moved back by one.
ALTER TABLE "campaign" ALTER COLUMN "end_time" TYPE date USING ((("end_time" AT TIME ZONE 'UTC') + interval '12 hours')::date - 1);
--> statement-breakpoint
-- A run written through the API as two instants on one day would now end the day before it starts: it lasts that day.
UPDATE "campaign" SET "end_time" = "start_time" WHERE "end_time" < "start_time";
