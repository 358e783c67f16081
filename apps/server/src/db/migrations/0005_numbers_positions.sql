DROP INDEX "numbers_available_trgm_idx";--> statement-breakpoint
DROP INDEX "numbers_available_shuffle_idx";--> statement-breakpoint
DROP INDEX "numbers_available_price_idx";--> statement-breakpoint
DROP INDEX "numbers_available_operator_idx";--> statement-breakpoint
DROP INDEX "numbers_available_region_idx";--> statement-breakpoint
DROP INDEX "numbers_available_featured_idx";--> statement-breakpoint
DROP INDEX "numbers_available_reversed_idx";--> statement-breakpoint
CREATE INDEX "numbers_available_positions_idx" ON "numbers" USING gin ((array[0 + substr(number, 1, 3)::integer, 1000 + substr(number, 2, 3)::integer, 2000 + substr(number, 3, 3)::integer, 3000 + substr(number, 4, 3)::integer, 4000 + substr(number, 5, 3)::integer, 5000 + substr(number, 6, 3)::integer, 6000 + substr(number, 7, 3)::integer, 7000 + substr(number, 8, 3)::integer, 8000 + substr(number, 9, 3)::integer])) WHERE status = 'available';--> statement-breakpoint
CREATE INDEX "numbers_available_shuffle_idx" ON "numbers" USING btree ("shuffle_key","id","promoter_id","price_fen") WHERE status = 'available';--> statement-breakpoint
CREATE INDEX "numbers_available_price_idx" ON "numbers" USING btree ("price_fen","id","promoter_id") WHERE status = 'available';--> statement-breakpoint
CREATE INDEX "numbers_available_operator_idx" ON "numbers" USING btree ("operator","shuffle_key","id","promoter_id","province_code") WHERE status = 'available';--> statement-breakpoint
CREATE INDEX "numbers_available_region_idx" ON "numbers" USING btree ("province_code" text_pattern_ops,"city_code" text_pattern_ops,"shuffle_key","id","promoter_id") WHERE status = 'available';--> statement-breakpoint
CREATE INDEX "numbers_available_featured_idx" ON "numbers" USING btree ("shuffle_key","id","promoter_id") WHERE status = 'available' and featured;--> statement-breakpoint
CREATE INDEX "numbers_available_reversed_idx" ON "numbers" USING btree ("reversed" text_pattern_ops,"shuffle_key","price_fen","id","promoter_id") WHERE status = 'available';