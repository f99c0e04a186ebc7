CREATE TABLE `health_test_days` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`animal_id` text NOT NULL,
	`data` text NOT NULL,
	`leite` real,
	`gordura` real,
	`proteina` real,
	`ccs` real,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`animal_id`) REFERENCES `animals`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `health_test_days_animal_data_idx` ON `health_test_days` (`animal_id`,`data`);--> statement-breakpoint
CREATE INDEX `health_test_days_farm_data_idx` ON `health_test_days` (`farm_id`,`data`);--> statement-breakpoint
CREATE TABLE `health_events` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`animal_id` text NOT NULL,
	`data` text NOT NULL,
	`tipo` text NOT NULL,
	`motivo` text,
	`medicamento_id` text,
	`dose` real,
	`via` text,
	`dias` integer,
	`responsavel` text DEFAULT '' NOT NULL,
	`vacina` text,
	`exame` text,
	`resultado` text,
	`quartos` text,
	`grau` integer,
	`observacao` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`animal_id`) REFERENCES `animals`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`medicamento_id`) REFERENCES `health_medicines`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `health_events_farm_data_idx` ON `health_events` (`farm_id`,`data`);--> statement-breakpoint
CREATE INDEX `health_events_animal_data_idx` ON `health_events` (`animal_id`,`data`);--> statement-breakpoint
CREATE INDEX `health_events_medicamento_idx` ON `health_events` (`medicamento_id`);--> statement-breakpoint
CREATE TABLE `health_medicines` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`nome` text NOT NULL,
	`principio_ativo` text DEFAULT '' NOT NULL,
	`carencia_leite` integer,
	`carencia_leite_unidade` text DEFAULT 'dias' NOT NULL,
	`carencia_carne_dias` integer,
	`unidade` text NOT NULL,
	`custo_centavos` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `health_medicines_farm_nome_idx` ON `health_medicines` (`farm_id`,`nome`);--> statement-breakpoint
ALTER TABLE `farms` ADD `ordenhas_por_dia` integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE `farms` ADD `dias_colostro` integer;--> statement-breakpoint
-- Sanidade is part of the herd's daily work: a farm and a group that open Apontamentos open it too (an admin may
-- take it away in the farm's or group's dialog).
UPDATE `farms` SET `allowed_modules` = json_insert(`allowed_modules`, '$[#]', 'health') WHERE EXISTS (SELECT 1 FROM json_each(`allowed_modules`) WHERE value = 'appointments') AND NOT EXISTS (SELECT 1 FROM json_each(`allowed_modules`) WHERE value = 'health');--> statement-breakpoint
UPDATE `groups` SET `allowed_modules` = json_insert(`allowed_modules`, '$[#]', 'health') WHERE EXISTS (SELECT 1 FROM json_each(`allowed_modules`) WHERE value = 'appointments') AND NOT EXISTS (SELECT 1 FROM json_each(`allowed_modules`) WHERE value = 'health');
