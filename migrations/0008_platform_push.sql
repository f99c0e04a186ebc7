CREATE TABLE `push_alertas_enviados` (
	`user_id` text NOT NULL,
	`chave` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `chave`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_enviados_at_idx` ON `push_alertas_enviados` (`at`);--> statement-breakpoint
CREATE TABLE `push_fila` (
	`id` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`payload` text NOT NULL,
	`tentativas` integer DEFAULT 0 NOT NULL,
	`proxima_em` integer NOT NULL,
	`expira_em` integer NOT NULL,
	`ultimo_erro` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_fila_proxima_idx` ON `push_fila` (`proxima_em`);--> statement-breakpoint
CREATE INDEX `push_user_idx` ON `push_subscriptions` (`user_id`);