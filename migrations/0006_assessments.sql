CREATE TABLE `assessments` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`ano` integer NOT NULL,
	`dados` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assessments_farm_ano_uq` ON `assessments` (`farm_id`,`ano`);