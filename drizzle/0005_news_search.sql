ALTER TABLE "news_articles" ADD COLUMN "title_key" text GENERATED ALWAYS AS (btrim(regexp_replace(lower("title"), '[^[:alnum:]]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "summary"), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "summary"), 'B') || setweight(to_tsvector('english'::regconfig, "content"), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_title_key_unique" ON "news_articles" USING btree ("title_key");--> statement-breakpoint
CREATE INDEX "news_articles_search_idx" ON "news_articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "news_articles_search_head_idx" ON "news_articles" USING gin ("search_head");--> statement-breakpoint
-- Keep the search vectors in the row, uncompressed, so matching a row never reads the TOAST table.
ALTER TABLE "news_articles" ALTER COLUMN "search" SET STORAGE MAIN, ALTER COLUMN "search_head" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "news_articles" SET (toast_tuple_target = 8160);
