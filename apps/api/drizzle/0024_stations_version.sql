-- The station list's version: the id of the last transaction that changed delivery_stations, written by
-- a statement trigger so it commits (or rolls back) with the change itself, whoever makes it (the seed,
-- a script, psql). Checkout keeps the list in memory while the version it reads is the same
-- (docs/decisions/044). A transaction id never repeats, even after the tables are emptied and filled
-- again, so a list kept from before can never pass for a later one.
CREATE TABLE "delivery_stations_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "delivery_stations_version" ("id", "version") VALUES (1, txid_current());--> statement-breakpoint
CREATE FUNCTION "delivery_stations_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "delivery_stations_version" ("id", "version") VALUES (1, txid_current())
    ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "delivery_stations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_stations"
  FOR EACH STATEMENT EXECUTE FUNCTION "delivery_stations_changed"();
