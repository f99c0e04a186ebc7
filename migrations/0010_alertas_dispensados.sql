CREATE TABLE `alertas_do_usuario` (
	`user_id` text NOT NULL,
	`farm_id` text NOT NULL,
	`chave` text NOT NULL,
	`marca` text NOT NULL,
	`visto_em` integer,
	`dispensado_em` integer,
	PRIMARY KEY(`user_id`, `farm_id`, `chave`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `alertas_do_usuario_farm_idx` ON `alertas_do_usuario` (`farm_id`);