-- The reproductive cycle (src/domain/apontamentos/ciclo.ts): an Inseminação's kind of service (monta natural,
-- transferência de embrião) and a positive Diagnóstico's gestation age (the service dated from it). Histories stored
-- before the rule existed are left as they are: `leiteira diagnostico` lists their impossible sequences by farm, cow
-- and date, and changes nothing.
ALTER TABLE `reproduction_events` ADD `servico` text;--> statement-breakpoint
ALTER TABLE `reproduction_events` ADD `idade_gestacao_dias` integer;