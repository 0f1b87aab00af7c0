-- Custom migration (ADR 024): the foreign keys that migrations 0018–0031 wrote inline got PostgreSQL's
-- default names (<table>_<column>_fkey), while the schema, and so every snapshot, names them as drizzle
-- does (<table>_<column>_<target>_<column>_fk). Same columns, targets and actions; only the names differ,
-- which would make the next generated change to one of them drop a constraint that does not exist.
ALTER TABLE "operator_adjustments" RENAME CONSTRAINT "operator_adjustments_account_id_fkey" TO "operator_adjustments_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ops_player_notes" RENAME CONSTRAINT "ops_player_notes_account_id_fkey" TO "ops_player_notes_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ops_player_notes" RENAME CONSTRAINT "ops_player_notes_staff_id_fkey" TO "ops_player_notes_staff_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "merchant_games" RENAME CONSTRAINT "merchant_games_game_id_fkey" TO "merchant_games_game_id_games_id_fk";
--> statement-breakpoint
ALTER TABLE "merchant_games" RENAME CONSTRAINT "merchant_games_merchant_id_fkey" TO "merchant_games_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "rg_limits" RENAME CONSTRAINT "rg_limits_account_id_fkey" TO "rg_limits_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "rg_settings" RENAME CONSTRAINT "rg_settings_account_id_fkey" TO "rg_settings_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "member_profiles" RENAME CONSTRAINT "member_profiles_account_id_fkey" TO "member_profiles_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "member_messages" RENAME CONSTRAINT "member_messages_account_id_fkey" TO "member_messages_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "member_messages" RENAME CONSTRAINT "member_messages_merchant_id_fkey" TO "member_messages_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "member_message_states" RENAME CONSTRAINT "member_message_states_account_id_fkey" TO "member_message_states_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "member_message_states" RENAME CONSTRAINT "member_message_states_message_id_fkey" TO "member_message_states_message_id_member_messages_id_fk";
--> statement-breakpoint
ALTER TABLE "feedback" RENAME CONSTRAINT "feedback_account_id_fkey" TO "feedback_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "feedback" RENAME CONSTRAINT "feedback_merchant_id_fkey" TO "feedback_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "feedback_images" RENAME CONSTRAINT "feedback_images_feedback_id_fkey" TO "feedback_images_feedback_id_feedback_id_fk";
--> statement-breakpoint
ALTER TABLE "lottery_bets" RENAME CONSTRAINT "lottery_bets_draw_id_fkey" TO "lottery_bets_draw_id_lottery_draws_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_closure" RENAME CONSTRAINT "agent_closure_ancestor_id_fkey" TO "agent_closure_ancestor_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_closure" RENAME CONSTRAINT "agent_closure_descendant_id_fkey" TO "agent_closure_descendant_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_contracts" RENAME CONSTRAINT "agent_contracts_agent_id_fkey" TO "agent_contracts_agent_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_contracts" RENAME CONSTRAINT "agent_contracts_grantor_id_fkey" TO "agent_contracts_grantor_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_payouts" RENAME CONSTRAINT "agent_payouts_agent_id_fkey" TO "agent_payouts_agent_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_payouts" RENAME CONSTRAINT "agent_payouts_contract_id_fkey" TO "agent_payouts_contract_id_agent_contracts_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_features" RENAME CONSTRAINT "agent_features_merchant_id_fkey" TO "agent_features_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "promotions" RENAME CONSTRAINT "promotions_merchant_id_fkey" TO "promotions_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "promotion_entries" RENAME CONSTRAINT "promotion_entries_account_id_fkey" TO "promotion_entries_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "promotion_entries" RENAME CONSTRAINT "promotion_entries_promotion_id_fkey" TO "promotion_entries_promotion_id_promotions_id_fk";
--> statement-breakpoint
ALTER TABLE "bonuses" RENAME CONSTRAINT "bonuses_account_id_fkey" TO "bonuses_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "bonus_grants" RENAME CONSTRAINT "bonus_grants_bonus_id_fkey" TO "bonus_grants_bonus_id_bonuses_id_fk";
--> statement-breakpoint
ALTER TABLE "bonus_stakes" RENAME CONSTRAINT "bonus_stakes_bonus_id_fkey" TO "bonus_stakes_bonus_id_bonuses_id_fk";
--> statement-breakpoint
ALTER TABLE "rebate_rates" RENAME CONSTRAINT "rebate_rates_merchant_id_fkey" TO "rebate_rates_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "loyalty_settings" RENAME CONSTRAINT "loyalty_settings_merchant_id_fkey" TO "loyalty_settings_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "point_rewards" RENAME CONSTRAINT "point_rewards_merchant_id_fkey" TO "point_rewards_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "point_redemptions" RENAME CONSTRAINT "point_redemptions_account_id_fkey" TO "point_redemptions_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "point_redemptions" RENAME CONSTRAINT "point_redemptions_reward_id_fkey" TO "point_redemptions_reward_id_point_rewards_id_fk";
--> statement-breakpoint
ALTER TABLE "point_conversions" RENAME CONSTRAINT "point_conversions_account_id_fkey" TO "point_conversions_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "point_accruals" RENAME CONSTRAINT "point_accruals_account_id_fkey" TO "point_accruals_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "vip_levels" RENAME CONSTRAINT "vip_levels_merchant_id_fkey" TO "vip_levels_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "vip_members" RENAME CONSTRAINT "vip_members_account_id_fkey" TO "vip_members_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "missions" RENAME CONSTRAINT "missions_merchant_id_fkey" TO "missions_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "mission_claims" RENAME CONSTRAINT "mission_claims_account_id_fkey" TO "mission_claims_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "mission_claims" RENAME CONSTRAINT "mission_claims_mission_id_fkey" TO "mission_claims_mission_id_missions_id_fk";
--> statement-breakpoint
ALTER TABLE "referral_rewards" RENAME CONSTRAINT "referral_rewards_invitee_id_fkey" TO "referral_rewards_invitee_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "referral_rewards" RENAME CONSTRAINT "referral_rewards_referrer_id_fkey" TO "referral_rewards_referrer_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_conversations" RENAME CONSTRAINT "chat_conversations_account_id_fkey" TO "chat_conversations_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_conversations" RENAME CONSTRAINT "chat_conversations_merchant_id_fkey" TO "chat_conversations_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_conversations" RENAME CONSTRAINT "chat_conversations_staff_id_fkey" TO "chat_conversations_staff_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_messages" RENAME CONSTRAINT "chat_messages_conversation_id_fkey" TO "chat_messages_conversation_id_chat_conversations_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_messages" RENAME CONSTRAINT "chat_messages_staff_id_fkey" TO "chat_messages_staff_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_staff_presence" RENAME CONSTRAINT "chat_staff_presence_account_id_fkey" TO "chat_staff_presence_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_staff_presence" RENAME CONSTRAINT "chat_staff_presence_merchant_id_fkey" TO "chat_staff_presence_merchant_id_merchants_id_fk";
