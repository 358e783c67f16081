CREATE TABLE "number_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "number_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number_id" integer
);
--> statement-breakpoint
-- Every writer of numbers is seen by every server process's search index: a status change
-- names its number; rows added or removed name none (the index is built again).
CREATE FUNCTION "number_status_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "number_changes" ("number_id") VALUES (NEW."id");
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "numbers_added_or_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "number_changes" ("number_id") VALUES (NULL);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "numbers_status_change" AFTER UPDATE OF "status" ON "numbers" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "number_status_changed"();
--> statement-breakpoint
CREATE TRIGGER "numbers_added" AFTER INSERT ON "numbers" FOR EACH STATEMENT EXECUTE FUNCTION "numbers_added_or_removed"();
--> statement-breakpoint
CREATE TRIGGER "numbers_removed" AFTER DELETE ON "numbers" FOR EACH STATEMENT EXECUTE FUNCTION "numbers_added_or_removed"();
--> statement-breakpoint
CREATE TRIGGER "numbers_truncated" AFTER TRUNCATE ON "numbers" FOR EACH STATEMENT EXECUTE FUNCTION "numbers_added_or_removed"();
