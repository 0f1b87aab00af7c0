-- 0032_message_languages (issue 20): an internal message may carry its text in several languages,
-- { "<lang>": { "title": "...", "body": "..." } }; title/body stay the merchant's default-language text
-- and what is shown when no language of the reader's chain is there. docs/languages.md.
ALTER TABLE "member_messages" ADD COLUMN "texts" jsonb;
