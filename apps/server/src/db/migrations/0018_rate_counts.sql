CREATE TABLE "rate_counts" (
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"window_ms" integer NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_counts_key_window_start_pk" PRIMARY KEY("key","window_start")
);
