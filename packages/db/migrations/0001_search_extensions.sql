-- Trigram search for names and handles (channel search as you type, discovery text filter).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE, so it cannot feed a generated column; joining text[] with spaces is immutable in fact.
CREATE OR REPLACE FUNCTION immutable_array_to_text(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
