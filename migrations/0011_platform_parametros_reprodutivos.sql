ALTER TABLE `farms` ADD `pve_dias` integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE `farms` ADD `dias_secagem` integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE `farms` ADD `idade_primeira_cobertura_meses` integer DEFAULT 15 NOT NULL;