-- Players' balance changes are announced on commit (NOTIFY is transactional), whatever code moved
-- the money, to every server instance listening: the real-time channel pushes them to open pages.
CREATE OR REPLACE FUNCTION ledger_notify_balance() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('balance_changed', NEW.owner_id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_notify AFTER UPDATE ON ledger_accounts
  FOR EACH ROW
  WHEN (NEW.owner_type IN ('player', 'play') AND (OLD.balance <> NEW.balance OR OLD.pending_debits <> NEW.pending_debits))
  EXECUTE FUNCTION ledger_notify_balance();
