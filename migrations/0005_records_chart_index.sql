DROP INDEX `milk_records_farm_data_idx`;--> statement-breakpoint
CREATE INDEX `milk_records_farm_data_idx` ON `milk_records` (`farm_id`,`data`,`animal_id`,`producao`);