-- milk_meses: each farm's litres per calendar month, for the farms' desk (issue 40 item 1). A year of 2,000 farms is
-- 730 k milk_dias rows (their read alone ~0.6 s of CPU) but 24 k month rows. Kept by triggers on milk_dias, which the
-- triggers on milk_records keep (SQLite fires a trigger's writes' own triggers; recursive_triggers only concerns a
-- trigger re-firing itself): a day's sum that is inserted, changed or deleted adds or subtracts its litres on its month,
-- and a month goes with its last day (one probe of milk_dias' primary key). A day's change within its month adds the
-- difference in one step (one rounding instead of two). The sums equal a fresh GROUP BY over the milkings to
-- floating-point rounding; milk-dias.test.ts checks them to 1e-9 L after any sequence of writes by every path.
--
-- rebanho_versoes + painel_rebanho: the desk's herd figures of a farm and period (zootecnicoEntre's cow-day figures,
-- the % pregnant) are computed by the domain from the farm's females and events, and kept in painel_rebanho with the
-- farm's rebanho_versoes count of that moment; the desk reuses them while the count (and the farm's today, thresholds
-- and time zone) is the same. The count moves by these triggers on every row of animals and reproduction_events
-- inserted, changed or deleted, and on a milking of an animal out of the herd (her last record may date her exit,
-- saidaDoAnimal) — any path, none of them in code. A deleted farm's stored figures go with it; its count stays, so a
-- farm imported again under the same id never meets figures of an older count.
CREATE TABLE `milk_meses` (
	`farm_id` text NOT NULL,
	`mes` text NOT NULL,
	`litros` real NOT NULL,
	PRIMARY KEY(`farm_id`, `mes`)
);
--> statement-breakpoint
CREATE TABLE `painel_rebanho` (
	`farm_id` text NOT NULL,
	`periodo` text NOT NULL,
	`chave` text NOT NULL,
	`versao` integer NOT NULL,
	`figuras` text NOT NULL,
	PRIMARY KEY(`farm_id`, `periodo`)
);
--> statement-breakpoint
CREATE TABLE `rebanho_versoes` (
	`farm_id` text PRIMARY KEY NOT NULL,
	`versao` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `milk_meses` (`farm_id`, `mes`, `litros`)
  SELECT `farm_id`, substr(`data`, 1, 7), sum(`litros`) FROM `milk_dias` GROUP BY `farm_id`, substr(`data`, 1, 7);
--> statement-breakpoint
CREATE TRIGGER `milk_meses_ao_inserir` AFTER INSERT ON `milk_dias`
BEGIN
  INSERT INTO `milk_meses` (`farm_id`, `mes`, `litros`) VALUES (NEW.farm_id, substr(NEW.data, 1, 7), NEW.litros)
    ON CONFLICT (`farm_id`, `mes`) DO UPDATE SET `litros` = `litros` + excluded.`litros`;
END;
--> statement-breakpoint
CREATE TRIGGER `milk_meses_ao_apagar` AFTER DELETE ON `milk_dias`
BEGIN
  UPDATE `milk_meses` SET `litros` = `litros` - OLD.litros WHERE `farm_id` = OLD.farm_id AND `mes` = substr(OLD.data, 1, 7);
  DELETE FROM `milk_meses` WHERE `farm_id` = OLD.farm_id AND `mes` = substr(OLD.data, 1, 7)
    AND NOT EXISTS (SELECT 1 FROM `milk_dias` WHERE `farm_id` = OLD.farm_id
      AND `data` BETWEEN substr(OLD.data, 1, 7) || '-00' AND substr(OLD.data, 1, 7) || '-99');
END;
--> statement-breakpoint
CREATE TRIGGER `milk_meses_ao_editar_no_mes` AFTER UPDATE OF `farm_id`, `data`, `litros` ON `milk_dias`
  WHEN NEW.farm_id = OLD.farm_id AND substr(NEW.data, 1, 7) = substr(OLD.data, 1, 7)
BEGIN
  UPDATE `milk_meses` SET `litros` = `litros` + (NEW.litros - OLD.litros)
    WHERE `farm_id` = NEW.farm_id AND `mes` = substr(NEW.data, 1, 7);
END;
--> statement-breakpoint
CREATE TRIGGER `milk_meses_ao_editar_para_outro_mes` AFTER UPDATE OF `farm_id`, `data`, `litros` ON `milk_dias`
  WHEN NEW.farm_id <> OLD.farm_id OR substr(NEW.data, 1, 7) <> substr(OLD.data, 1, 7)
BEGIN
  UPDATE `milk_meses` SET `litros` = `litros` - OLD.litros WHERE `farm_id` = OLD.farm_id AND `mes` = substr(OLD.data, 1, 7);
  DELETE FROM `milk_meses` WHERE `farm_id` = OLD.farm_id AND `mes` = substr(OLD.data, 1, 7)
    AND NOT EXISTS (SELECT 1 FROM `milk_dias` WHERE `farm_id` = OLD.farm_id
      AND `data` BETWEEN substr(OLD.data, 1, 7) || '-00' AND substr(OLD.data, 1, 7) || '-99');
  INSERT INTO `milk_meses` (`farm_id`, `mes`, `litros`) VALUES (NEW.farm_id, substr(NEW.data, 1, 7), NEW.litros)
    ON CONFLICT (`farm_id`, `mes`) DO UPDATE SET `litros` = `litros` + excluded.`litros`;
END;
--> statement-breakpoint
CREATE TRIGGER `rebanho_versao_animal_inserido` AFTER INSERT ON `animals`
BEGIN
  INSERT INTO `rebanho_versoes` (`farm_id`, `versao`) VALUES (NEW.farm_id, 1)
    ON CONFLICT (`farm_id`) DO UPDATE SET `versao` = `versao` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `rebanho_versao_animal_apagado` AFTER DELETE ON `animals`
BEGIN
  INSERT INTO `rebanho_versoes` (`farm_id`, `versao`) VALUES (OLD.farm_id, 1)
    ON CONFLICT (`farm_id`) DO UPDATE SET `versao` = `versao` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `rebanho_versao_animal_editado` AFTER UPDATE ON `animals`
BEGIN
  INSERT INTO `rebanho_versoes` (`farm_id`, `versao`) VALUES (OLD.farm_id, 1)
    ON CONFLICT (`farm_id`) DO UPDATE SET `versao` = `versao` + 1;
  INSERT INTO `rebanho_versoes` (`farm_id`, `versao`) SELECT NEW.farm_id, 1 WHERE NEW.farm_id <> OLD.farm_id
    ON CONFLICT (`farm_id`) DO UPDATE SET `versao` = `versao` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `rebanho_versao_evento_inserido` AFTER INSERT ON `reproduction_events`
BEGIN
  INSERT INTO `rebanho_versoes` (`farm_id`, `versao`) VALUES (NEW.farm_id, 1)
    ON CONFLICT (`farm_id`) DO UPDATE SET `versao` = `versao` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `rebanho_versao_evento_apagado` AFTER DELETE ON `reproduction_events`
BEGIN
  INSERT INTO `rebanho_versoes` (`farm_id`, `versao`) VALUES (OLD.farm_id, 1)
    ON CONFLICT (`farm_id`) DO UPDATE SET `versao` = `versao` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `rebanho_versao_evento_editado` AFTER UPDATE ON `reproduction_events`
BEGIN
  INSERT INTO `rebanho_versoes` (`farm_id`, `versao`) VALUES (OLD.farm_id, 1)
    ON CONFLICT (`farm_id`) DO UPDATE SET `versao` = `versao` + 1;
  INSERT INTO `rebanho_versoes` (`farm_id`, `versao`) SELECT NEW.farm_id, 1 WHERE NEW.farm_id <> OLD.farm_id
    ON CONFLICT (`farm_id`) DO UPDATE SET `versao` = `versao` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `rebanho_versao_ordenha_inserida` AFTER INSERT ON `milk_records`
  WHEN (SELECT `situacao` FROM `animals` WHERE `id` = NEW.animal_id) IS NOT 'ativo'
BEGIN
  INSERT INTO `rebanho_versoes` (`farm_id`, `versao`) VALUES (NEW.farm_id, 1)
    ON CONFLICT (`farm_id`) DO UPDATE SET `versao` = `versao` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `rebanho_versao_ordenha_apagada` AFTER DELETE ON `milk_records`
  WHEN (SELECT `situacao` FROM `animals` WHERE `id` = OLD.animal_id) IS NOT 'ativo'
BEGIN
  INSERT INTO `rebanho_versoes` (`farm_id`, `versao`) VALUES (OLD.farm_id, 1)
    ON CONFLICT (`farm_id`) DO UPDATE SET `versao` = `versao` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `rebanho_versao_ordenha_editada` AFTER UPDATE OF `farm_id`, `animal_id`, `data` ON `milk_records`
  WHEN (SELECT `situacao` FROM `animals` WHERE `id` = OLD.animal_id) IS NOT 'ativo' OR (SELECT `situacao` FROM `animals` WHERE `id` = NEW.animal_id) IS NOT 'ativo'
BEGIN
  INSERT INTO `rebanho_versoes` (`farm_id`, `versao`) VALUES (OLD.farm_id, 1)
    ON CONFLICT (`farm_id`) DO UPDATE SET `versao` = `versao` + 1;
  INSERT INTO `rebanho_versoes` (`farm_id`, `versao`) SELECT NEW.farm_id, 1 WHERE NEW.farm_id <> OLD.farm_id
    ON CONFLICT (`farm_id`) DO UPDATE SET `versao` = `versao` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `painel_rebanho_fazenda_apagada` AFTER DELETE ON `farms`
BEGIN
  DELETE FROM `painel_rebanho` WHERE `farm_id` = OLD.id;
END;
