-- A balance can never go below zero, whatever the code does (decision D6).
ALTER TABLE "user" ADD CONSTRAINT "user_credits_nonnegative" CHECK ("credits" >= 0);
--> statement-breakpoint
-- Every change of a balance is announced on the 'credits' channel, from whichever server instance made it,
-- so that every open tab's live counter follows (decision D8). NOTIFY inside a transaction is sent at commit.
CREATE OR REPLACE FUNCTION notify_credits_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('credits', json_build_object('userId', NEW.id, 'credits', NEW.credits)::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "user_credits_notify"
  AFTER UPDATE OF "credits" ON "user"
  FOR EACH ROW WHEN (OLD."credits" IS DISTINCT FROM NEW."credits")
  EXECUTE FUNCTION notify_credits_change();
