-- The cow's week of milk_semanas (migration 0012) recomputed through the cow's own index, as 0012 meant to: SQLite's
-- planner chose the covering milk_records_farm_data_idx (farm_id, data, animal_id, producao) instead, and read every
-- cow's milkings of the farm's week for each milking written (300 cows: ~4,200 rows). 30,000 milkings of 300 cows
-- took 7.0 s to insert, 0.6 s without that trigger; 100,000 imported from a CSV took 54 s (bench/csv.bench.ts, goal
-- 10 s). INDEXED BY milk_records_ordenha_unica_idx (animal_id, data, ordenha) reads the cow's week only (at most
-- 7 days × 3 milkings), and fails loudly if that index is ever dropped instead of silently scanning again.
DROP TRIGGER `milk_semanas_ao_inserir`;
--> statement-breakpoint
DROP TRIGGER `milk_semanas_ao_apagar`;
--> statement-breakpoint
DROP TRIGGER `milk_semanas_ao_editar`;
--> statement-breakpoint
CREATE TRIGGER `milk_semanas_ao_inserir` AFTER INSERT ON `milk_records`
WHEN unixepoch(NEW.`data`) IS NOT NULL
BEGIN
  DELETE FROM `milk_semanas` WHERE `farm_id` = NEW.farm_id AND `semana` = CAST(unixepoch(NEW.data) / 86400 / 7 AS integer) AND `animal_id` = NEW.animal_id;
  INSERT INTO `milk_semanas` (`farm_id`, `semana`, `animal_id`, `litros`, `dias`, `primeiro`, `ultimo`)
    SELECT NEW.farm_id, CAST(unixepoch(NEW.data) / 86400 / 7 AS integer), NEW.animal_id, sum(`litros`), count(*), min(`data`), max(`data`)
    FROM (
      SELECT `data`, sum(`producao`) AS `litros` FROM `milk_records` INDEXED BY `milk_records_ordenha_unica_idx`
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
      SELECT `data`, sum(`producao`) AS `litros` FROM `milk_records` INDEXED BY `milk_records_ordenha_unica_idx`
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
      SELECT `data`, sum(`producao`) AS `litros` FROM `milk_records` INDEXED BY `milk_records_ordenha_unica_idx`
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
      SELECT `data`, sum(`producao`) AS `litros` FROM `milk_records` INDEXED BY `milk_records_ordenha_unica_idx`
      WHERE `animal_id` = NEW.animal_id AND `farm_id` = NEW.farm_id
        AND `data` >= date(CAST(unixepoch(NEW.data) / 86400 / 7 AS integer) * 604800, 'unixepoch')
        AND `data` < date((CAST(unixepoch(NEW.data) / 86400 / 7 AS integer) + 1) * 604800, 'unixepoch')
      GROUP BY `data`
    )
    HAVING count(*) > 0;
END;
