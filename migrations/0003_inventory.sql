CREATE TABLE `inventory_animals` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`ano` integer NOT NULL,
	`tipo` text NOT NULL,
	`quantidade` integer NOT NULL,
	`valor` integer DEFAULT 0 NOT NULL,
	`taxa_juros` real NOT NULL,
	`responsavel_tecnico` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inventory_animals_farm_idx` ON `inventory_animals` (`farm_id`,`ano`);--> statement-breakpoint
CREATE TABLE `inventory_facilities` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`nome` text NOT NULL,
	`tipo` text NOT NULL,
	`area` real NOT NULL,
	`capacidade` integer NOT NULL,
	`status` text NOT NULL,
	`valor` integer,
	`vida_util_anos` real,
	`percentual_residual` real,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inventory_facilities_farm_idx` ON `inventory_facilities` (`farm_id`);--> statement-breakpoint
CREATE TABLE `inventory_lands` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`ano` integer NOT NULL,
	`tipo` text NOT NULL,
	`quantidade` real NOT NULL,
	`valor` integer NOT NULL,
	`taxa_juros_item` real NOT NULL,
	`responsavel_tecnico` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inventory_lands_farm_idx` ON `inventory_lands` (`farm_id`,`ano`);--> statement-breakpoint
CREATE TABLE `inventory_machines` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`ano` integer NOT NULL,
	`nome` text DEFAULT '' NOT NULL,
	`tipo` text NOT NULL,
	`modelo` text DEFAULT '' NOT NULL,
	`ano_fabricacao` integer,
	`status` text NOT NULL,
	`valor` integer NOT NULL,
	`quantidade` integer DEFAULT 1 NOT NULL,
	`vida_util_anos` real DEFAULT 10 NOT NULL,
	`percentual_residual` real DEFAULT 20 NOT NULL,
	`taxa_juros_item` real,
	`responsavel_tecnico` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inventory_machines_farm_ano_idx` ON `inventory_machines` (`farm_id`,`ano`);