-- Each cow's milk per calendar week (semana = days since 1970-01-01 / 7), the lactation table's read
-- (src/server/services/records/lactacoes.ts), kept true by triggers on milk_records: every insert, edit or delete
-- of a milking — by any path into the data — recomputes its cow's week (at most 7 days × 3 milkings, read through
-- milk_records_ordenha_unica_idx) from milk_records itself, so the sums are exactly a fresh GROUP BY's. No foreign
-- keys: a farm's or cow's deletion reaches it through milk_records' delete trigger. A milking whose date is not a
-- date (unixepoch null) has no week and is left out, as the table's read leaves it out.
CREATE TABLE `milk_semanas` (
	`farm_id` text NOT NULL,
	`semana` integer NOT NULL,
	`animal_id` text NOT NULL,
	`litros` real NOT NULL,
	`dias` integer NOT NULL,
	`primeiro` text NOT NULL,
	`ultimo` text NOT NULL,
	PRIMARY KEY(`farm_id`, `semana`, `animal_id`)
);
--> statement-breakpoint
INSERT INTO `milk_semanas` (`farm_id`, `semana`, `animal_id`, `litros`, `dias`, `primeiro`, `ultimo`)
  SELECT `farm_id`, `semana`, `animal_id`, sum(`litros`), count(*), min(`data`), max(`data`)
  FROM (
    SELECT `farm_id`, `animal_id`, `data`, CAST(unixepoch(`data`) / 86400 / 7 AS integer) AS `semana`, sum(`producao`) AS `litros`
    FROM `milk_records`
    WHERE unixepoch(`data`) IS NOT NULL
    GROUP BY `farm_id`, `animal_id`, `data`
  )
  GROUP BY `farm_id`, `semana`, `animal_id`;
--> statement-breakpoint
CREATE TRIGGER `milk_semanas_ao_inserir` AFTER INSERT ON `milk_records`
WHEN unixepoch(NEW.`data`) IS NOT NULL
BEGIN
  DELETE FROM `milk_semanas` WHERE `farm_id` = NEW.farm_id AND `semana` = CAST(unixepoch(NEW.data) / 86400 / 7 AS integer) AND `animal_id` = NEW.animal_id;
  INSERT INTO `milk_semanas` (`farm_id`, `semana`, `animal_id`, `litros`, `dias`, `primeiro`, `ultimo`)
    SELECT NEW.farm_id, CAST(unixepoch(NEW.data) / 86400 / 7 AS integer), NEW.animal_id, sum(`litros`), count(*), min(`data`), max(`data`)
    FROM (
      SELECT `data`, sum(`producao`) AS `litros` FROM `milk_records`
      WHERE `animal_id` = NEW.animal_id AND `farm_id` = NEW.farm_id
        AND `data` >= date(CAST(unixepoch(NEW.data) / 86400 / 7 AS integer) * 604800, 'unixepoch')
        AND `data` < date((CAST(unixepoch(NEW.data) / 86400 / 7 AS integer) + 1) * 604800, 'unixepoch')
      GROUP BY `data`
    )
    HAVING count(*) > 0;
END;
--> statement-breakpoint
CREATE TRIGGER `milk_semanas_ao_apagar` AFTER DELETE ON `milk_records`
WHEN unixepoch(OLD.`data`) IS NOT NULL
BEGIN
  DELETE FROM `milk_semanas` WHERE `farm_id` = OLD.farm_id AND `semana` = CAST(unixepoch(OLD.data) / 86400 / 7 AS integer) AND `animal_id` = OLD.animal_id;
  INSERT INTO `milk_semanas` (`farm_id`, `semana`, `animal_id`, `litros`, `dias`, `primeiro`, `ultimo`)
    SELECT OLD.farm_id, CAST(unixepoch(OLD.data) / 86400 / 7 AS integer), OLD.animal_id, sum(`litros`), count(*), min(`data`), max(`data`)
    FROM (
      SELECT `data`, sum(`producao`) AS `litros` FROM `milk_records`
      WHERE `animal_id` = OLD.animal_id AND `farm_id` = OLD.farm_id
        AND `data` >= date(CAST(unixepoch(OLD.data) / 86400 / 7 AS integer) * 604800, 'unixepoch')
        AND `data` < date((CAST(unixepoch(OLD.data) / 86400 / 7 AS integer) + 1) * 604800, 'unixepoch')
      GROUP BY `data`
    )
    HAVING count(*) > 0;
END;
--> statement-breakpoint
CREATE TRIGGER `milk_semanas_ao_editar` AFTER UPDATE OF `farm_id`, `animal_id`, `data`, `producao` ON `milk_records`
BEGIN
  DELETE FROM `milk_semanas` WHERE `farm_id` = OLD.farm_id AND `semana` = CAST(unixepoch(OLD.data) / 86400 / 7 AS integer) AND `animal_id` = OLD.animal_id;
  INSERT INTO `milk_semanas` (`farm_id`, `semana`, `animal_id`, `litros`, `dias`, `primeiro`, `ultimo`)
    SELECT OLD.farm_id, CAST(unixepoch(OLD.data) / 86400 / 7 AS integer), OLD.animal_id, sum(`litros`), count(*), min(`data`), max(`data`)
    FROM (
      SELECT `data`, sum(`producao`) AS `litros` FROM `milk_records`
      WHERE `animal_id` = OLD.animal_id AND `farm_id` = OLD.farm_id
        AND `data` >= date(CAST(unixepoch(OLD.data) / 86400 / 7 AS integer) * 604800, 'unixepoch')
        AND `data` < date((CAST(unixepoch(OLD.data) / 86400 / 7 AS integer) + 1) * 604800, 'unixepoch')
      GROUP BY `data`
    )
    HAVING count(*) > 0;
  DELETE FROM `milk_semanas` WHERE `farm_id` = NEW.farm_id AND `semana` = CAST(unixepoch(NEW.data) / 86400 / 7 AS integer) AND `animal_id` = NEW.animal_id;
  INSERT INTO `milk_semanas` (`farm_id`, `semana`, `animal_id`, `litros`, `dias`, `primeiro`, `ultimo`)
    SELECT NEW.farm_id, CAST(unixepoch(NEW.data) / 86400 / 7 AS integer), NEW.animal_id, sum(`litros`), count(*), min(`data`), max(`data`)
    FROM (
      SELECT `data`, sum(`producao`) AS `litros` FROM `milk_records`
      WHERE `animal_id` = NEW.animal_id AND `farm_id` = NEW.farm_id
        AND `data` >= date(CAST(unixepoch(NEW.data) / 86400 / 7 AS integer) * 604800, 'unixepoch')
        AND `data` < date((CAST(unixepoch(NEW.data) / 86400 / 7 AS integer) + 1) * 604800, 'unixepoch')
      GROUP BY `data`
    )
    HAVING count(*) > 0;
END;
