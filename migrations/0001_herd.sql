CREATE TABLE `animals` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`identificacao` text NOT NULL,
	`nome` text DEFAULT '' NOT NULL,
	`categoria` text NOT NULL,
	`raca` text DEFAULT '' NOT NULL,
	`sexo` text DEFAULT 'F' NOT NULL,
	`data_nascimento` text,
	`mae_id` text,
	`situacao` text DEFAULT 'ativo' NOT NULL,
	`observacao` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mae_id`) REFERENCES `animals`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `animals_farm_identificacao_idx` ON `animals` (`farm_id`,`identificacao`);--> statement-breakpoint
CREATE INDEX `animals_farm_situacao_idx` ON `animals` (`farm_id`,`situacao`,`categoria`);--> statement-breakpoint
CREATE INDEX `animals_mae_idx` ON `animals` (`mae_id`);--> statement-breakpoint
CREATE TABLE `milk_records` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`animal_id` text NOT NULL,
	`data` text NOT NULL,
	`ordenha` text NOT NULL,
	`producao` real NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`animal_id`) REFERENCES `animals`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `milk_records_farm_data_idx` ON `milk_records` (`farm_id`,`data`,`producao`);--> statement-breakpoint
CREATE INDEX `milk_records_animal_data_idx` ON `milk_records` (`animal_id`,`data`,`ordenha`);--> statement-breakpoint
CREATE TABLE `quality_records` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`data` text NOT NULL,
	`amostra` text NOT NULL,
	`gordura` real NOT NULL,
	`proteina` real NOT NULL,
	`ccs` real NOT NULL,
	`cbt` real NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quality_records_farm_data_idx` ON `quality_records` (`farm_id`,`data`);--> statement-breakpoint
CREATE TABLE `reproduction_events` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`animal_id` text NOT NULL,
	`data` text NOT NULL,
	`evento` text NOT NULL,
	`resultado` text,
	`observacao` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`animal_id`) REFERENCES `animals`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `reproduction_events_farm_data_idx` ON `reproduction_events` (`farm_id`,`data`);--> statement-breakpoint
CREATE INDEX `reproduction_events_animal_data_idx` ON `reproduction_events` (`animal_id`,`data`);