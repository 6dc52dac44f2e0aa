DROP INDEX "news_articles_published_idx";--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("published_at","id");--> statement-breakpoint
-- New articles go straight into the search indexes, so no search reads a pending list.
ALTER INDEX "news_articles_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "news_articles_search_head_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('news_articles_search_idx'::regclass), gin_clean_pending_list('news_articles_search_head_idx'::regclass);
