-- A change is also announced on "number_changes" once committed: where one process owns the
-- data (PGlite), its search index hears every change the moment it is made, and reads the
-- changes table only then.
CREATE OR REPLACE FUNCTION "number_status_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "number_changes" ("number_id") VALUES (NEW."id");
	PERFORM pg_notify('number_changes', '');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "numbers_added_or_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "number_changes" ("number_id") VALUES (NULL);
	PERFORM pg_notify('number_changes', '');
	RETURN NULL;
END;
$$;
