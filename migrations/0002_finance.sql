CREATE TABLE `categorias_financeiras` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`nome` text NOT NULL,
	`tipo` text NOT NULL,
	`descricao` text DEFAULT '' NOT NULL,
	`ativo` text DEFAULT 'Sim' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categorias_financeiras_farm_nome_uq` ON `categorias_financeiras` (`farm_id`,`nome`);--> statement-breakpoint
CREATE TABLE `contas_pagar` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`data_vencimento` text NOT NULL,
	`fornecedor` text NOT NULL,
	`descricao` text NOT NULL,
	`categoria` text NOT NULL,
	`valor` integer NOT NULL,
	`status` text DEFAULT 'Pendente' NOT NULL,
	`data_baixa` text,
	`conta_bancaria` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "contas_pagar_valor_ck" CHECK("contas_pagar"."valor" >= 0)
);
--> statement-breakpoint
CREATE INDEX `contas_pagar_farm_venc_idx` ON `contas_pagar` (`farm_id`,`data_vencimento`);--> statement-breakpoint
CREATE INDEX `contas_pagar_farm_status_idx` ON `contas_pagar` (`farm_id`,`status`);--> statement-breakpoint
CREATE INDEX `contas_pagar_farm_baixa_idx` ON `contas_pagar` (`farm_id`,`data_baixa`);--> statement-breakpoint
CREATE TABLE `contas_receber` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`data_vencimento` text NOT NULL,
	`cliente` text NOT NULL,
	`descricao` text NOT NULL,
	`categoria` text NOT NULL,
	`valor` integer NOT NULL,
	`status` text DEFAULT 'Pendente' NOT NULL,
	`data_baixa` text,
	`conta_bancaria` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "contas_receber_valor_ck" CHECK("contas_receber"."valor" >= 0)
);
--> statement-breakpoint
CREATE INDEX `contas_receber_farm_venc_idx` ON `contas_receber` (`farm_id`,`data_vencimento`);--> statement-breakpoint
CREATE INDEX `contas_receber_farm_status_idx` ON `contas_receber` (`farm_id`,`status`);--> statement-breakpoint
CREATE INDEX `contas_receber_farm_baixa_idx` ON `contas_receber` (`farm_id`,`data_baixa`);--> statement-breakpoint
CREATE TABLE `despesas` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`data` text NOT NULL,
	`descricao` text NOT NULL,
	`categoria` text NOT NULL,
	`valor` integer NOT NULL,
	`forma_pagamento` text NOT NULL,
	`observacoes` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "despesas_valor_ck" CHECK("despesas"."valor" >= 0)
);
--> statement-breakpoint
CREATE INDEX `despesas_farm_data_idx` ON `despesas` (`farm_id`,`data`);--> statement-breakpoint
CREATE TABLE `fornecedores` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`nome` text NOT NULL,
	`cnpj_cpf` text DEFAULT '' NOT NULL,
	`telefone` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`endereco` text DEFAULT '' NOT NULL,
	`observacoes` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fornecedores_farm_nome_uq` ON `fornecedores` (`farm_id`,`nome`);--> statement-breakpoint
CREATE TABLE `receitas` (
	`id` text PRIMARY KEY NOT NULL,
	`farm_id` text NOT NULL,
	`data` text NOT NULL,
	`descricao` text NOT NULL,
	`categoria` text NOT NULL,
	`valor` integer NOT NULL,
	`forma_recebimento` text NOT NULL,
	`observacoes` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`farm_id`) REFERENCES `farms`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "receitas_valor_ck" CHECK("receitas"."valor" >= 0)
);
--> statement-breakpoint
CREATE INDEX `receitas_farm_data_idx` ON `receitas` (`farm_id`,`data`);