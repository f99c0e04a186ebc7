-- Each farm's milk per day (its litres): the farms' desk's read (src/server/services/painel.ts), kept true
-- by triggers on milk_records as milk_semanas is (migration 0012): every insert, edit or delete of a milking, by any
-- path into the data, recomputes its farm's day (at most a day's milkings, read through the covering
-- milk_records_farm_data_idx) from milk_records itself, so the figures are exactly a fresh GROUP BY's. A trigger
-- deletes and inserts (never INSERT OR REPLACE: an outer INSERT OR IGNORE would turn it into an IGNORE). No foreign
-- keys: a farm's deletion reaches it through milk_records' delete trigger.
CREATE TABLE `milk_dias` (
	`farm_id` text NOT NULL,
	`data` text NOT NULL,
	`litros` real NOT NULL,
	PRIMARY KEY(`farm_id`, `data`)
);
--> statement-breakpoint
CREATE INDEX `milk_dias_farm_data_idx` ON `milk_dias` (`farm_id`,`data`,`litros`);
--> statement-breakpoint
INSERT INTO `milk_dias` (`farm_id`, `data`, `litros`)
  SELECT `farm_id`, `data`, sum(`producao`) FROM `milk_records` GROUP BY `farm_id`, `data`;
--> statement-breakpoint
CREATE TRIGGER `milk_dias_ao_inserir` AFTER INSERT ON `milk_records`
BEGIN
  DELETE FROM `milk_dias` WHERE `farm_id` = NEW.farm_id AND `data` = NEW.data;
  INSERT INTO `milk_dias` (`farm_id`, `data`, `litros`)
    SELECT NEW.farm_id, NEW.data, sum(`producao`) FROM `milk_records`
    WHERE `farm_id` = NEW.farm_id AND `data` = NEW.data
    HAVING count(*) > 0;
END;
--> statement-breakpoint
CREATE TRIGGER `milk_dias_ao_apagar` AFTER DELETE ON `milk_records`
BEGIN
  DELETE FROM `milk_dias` WHERE `farm_id` = OLD.farm_id AND `data` = OLD.data;
  INSERT INTO `milk_dias` (`farm_id`, `data`, `litros`)
    SELECT OLD.farm_id, OLD.data, sum(`producao`) FROM `milk_records`
    WHERE `farm_id` = OLD.farm_id AND `data` = OLD.data
    HAVING count(*) > 0;
END;
--> statement-breakpoint
CREATE TRIGGER `milk_dias_ao_editar` AFTER UPDATE OF `farm_id`, `animal_id`, `data`, `producao` ON `milk_records`
BEGIN
  DELETE FROM `milk_dias` WHERE `farm_id` = OLD.farm_id AND `data` = OLD.data;
  INSERT INTO `milk_dias` (`farm_id`, `data`, `litros`)
    SELECT OLD.farm_id, OLD.data, sum(`producao`) FROM `milk_records`
    WHERE `farm_id` = OLD.farm_id AND `data` = OLD.data
    HAVING count(*) > 0;
  DELETE FROM `milk_dias` WHERE `farm_id` = NEW.farm_id AND `data` = NEW.data;
  INSERT INTO `milk_dias` (`farm_id`, `data`, `litros`)
    SELECT NEW.farm_id, NEW.data, sum(`producao`) FROM `milk_records`
    WHERE `farm_id` = NEW.farm_id AND `data` = NEW.data
    HAVING count(*) > 0;
END;
