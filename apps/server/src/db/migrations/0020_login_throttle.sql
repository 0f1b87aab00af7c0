-- placeholder: replace with this migration's statements
SELECT 1;
