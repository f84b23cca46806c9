CREATE TABLE "callie_model_usage" (
	"day" date PRIMARY KEY NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL
);
