-- Issue 41: each server process keeps a short cache of session -> actor facts (apps/server/src/auth/session-cache.ts)
-- so a cheap read costs its own SQL only. Decision 006 keeps revocation immediate in every process, so every write
-- that changes what the session lookup reads notifies all processes on the channel `creatorlens_session_changes`
-- (SESSION_CHANGES_CHANNEL in packages/db) at commit: the payload is the user id whose cached actor is stale, or `*`
-- for everyone (a licence belongs to a whole organisation and changes rarely). Triggers rather than calls in the write
-- paths, so better-auth's own writes (sign-out, revoke, ban, organisation switch) and any future write are covered.
-- A rolled-back transaction notifies nothing; NOTIFY deduplicates equal payloads within one transaction.
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'organization_license' THEN
    PERFORM pg_notify('creatorlens_session_changes', '*');
  ELSIF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('creatorlens_session_changes', COALESCE(NEW.id, OLD.id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('creatorlens_session_changes', OLD.user_id);
  ELSE
    PERFORM pg_notify('creatorlens_session_changes', NEW.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('creatorlens_session_changes', OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A new session is not cached yet, so only updates (organisation switch, expiry) and deletes (sign-out, revoke).
CREATE TRIGGER "session_change_notify" AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER "user_change_notify" AFTER UPDATE OF "role", "banned", "is_anonymous", "guest_expires_at" OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
-- Inserts too: a user's first (or earlier) membership changes which organisation their actor falls back to.
CREATE TRIGGER "member_change_notify" AFTER INSERT OR UPDATE OR DELETE ON "member" FOR EACH ROW EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER "organization_license_change_notify" AFTER INSERT OR UPDATE OR DELETE ON "organization_license" FOR EACH ROW EXECUTE FUNCTION notify_session_change();
