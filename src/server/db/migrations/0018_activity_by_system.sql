ALTER TABLE "activity_logs" ADD COLUMN "by_system" boolean DEFAULT false NOT NULL;
