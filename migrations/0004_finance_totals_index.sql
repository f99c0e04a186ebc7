DROP INDEX `contas_pagar_farm_status_idx`;--> statement-breakpoint
CREATE INDEX `contas_pagar_farm_status_venc_valor_idx` ON `contas_pagar` (`farm_id`,`status`,`data_vencimento`,`valor`);--> statement-breakpoint
DROP INDEX `contas_receber_farm_status_idx`;--> statement-breakpoint
CREATE INDEX `contas_receber_farm_status_venc_valor_idx` ON `contas_receber` (`farm_id`,`status`,`data_vencimento`,`valor`);