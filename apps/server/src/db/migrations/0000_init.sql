CREATE TABLE "crypto_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"cs_type" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"domain" text NOT NULL,
	"type" text DEFAULT 'player' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"lang" text NOT NULL,
	"device" text DEFAULT 'WEB' NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"default_language" text DEFAULT 'es' NOT NULL,
	"languages" jsonb DEFAULT '["es","en"]'::jsonb NOT NULL,
	"currency_symbol" text DEFAULT '$' NOT NULL,
	"gmt_offset" text DEFAULT '+00:00' NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"allowed_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blocked_ip_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"whitelabel" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"main_domain" text DEFAULT '' NOT NULL,
	"gtag_id" text,
	"image_cdns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"launch_game_cdns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL,
	"label_name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_service" ADD CONSTRAINT "customer_service_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_routes" ADD CONSTRAINT "domain_routes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_service_merchant" ON "customer_service" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_routes_domain_key" ON "domain_routes" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "domain_routes_merchant" ON "domain_routes" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_key" ON "help_articles" USING btree ("merchant_id","lang","device","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_code_key" ON "merchants" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_one_default" ON "merchants" USING btree ("is_default") WHERE "merchants"."is_default";--> statement-breakpoint
CREATE INDEX "resources_merchant" ON "resources" USING btree ("merchant_id");