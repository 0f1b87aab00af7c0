-- Back office: staff notes on a player's account (append-only by use: notes are added, never edited).
CREATE TABLE ops_player_notes (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL,
  account_id bigint NOT NULL REFERENCES accounts(id),
  staff_id bigint NOT NULL REFERENCES accounts(id),
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX ops_player_notes_account ON ops_player_notes (account_id, created_at);
