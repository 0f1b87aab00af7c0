-- The scheduler's safety sweep (open bets whose every leg has a result) ran every 30 s as a sequential
-- scan of every bet ever placed: 133 ms at 40,000 bets, growing with the history. The open bets are the
-- few thousand in play; a bet leaves this index when it settles, so it stays that size.
CREATE INDEX "sb_bets_open" ON "sb_bets" USING btree ("id") WHERE "sb_bets"."state" = 'open';
