-- milk_semanas (migrations 0012, 0015) kept by adding and subtracting each milking, as milk_dias is since 0016, instead
-- of recomputing the cow's whole week from milk_records on every row written: the recompute read up to 21 milkings
-- through milk_records_ordenha_unica_idx and deleted and inserted the week's row, for each of a batch's 300 milkings
-- (issue 40, item 2: the parlour's batch of 300 had to save in ≤ 100 ms on a Pi). Now a write touches its week's row by
-- its primary key (an UPSERT), and the only read of milk_records is one probe of the covering milk_records_farm_data_idx
-- (farm_id, data, animal_id, …): does the cow have another milking that day (then `dias` stays), leaving out the row
-- written itself by its rowid. A delete, or an edit's old side, subtracts: the week goes with its last day, and only
-- when its first or last day goes are `primeiro`/`ultimo` read again from the cow's week (through
-- milk_records_ordenha_unica_idx, the cow's at most 7 days × 3 milkings). An edit is its old side taken out of the
-- table as it was before (the row now holding NEW left out by rowid) and then its new side put in. The sums equal a
-- fresh GROUP BY to floating-point rounding (~1e-12 L; milk-semanas.test.ts checks them to 1e-9 L after any sequence of
-- inserts, edits that move a milking to another cow, day or farm, and deletes). INDEXED BY, as in 0015: the planner
-- must not pick a wider index, and a dropped index fails loudly instead of silently scanning. The UPSERT holds under
-- an outer INSERT OR IGNORE / UPDATE OR IGNORE (the property test writes that way). No data changes: no copy first.
DROP TRIGGER `milk_semanas_ao_inserir`;
--> statement-breakpoint
DROP TRIGGER `milk_semanas_ao_apagar`;
--> statement-breakpoint
DROP TRIGGER `milk_semanas_ao_editar`;
--> statement-breakpoint
CREATE TRIGGER `milk_semanas_ao_inserir` AFTER INSERT ON `milk_records`
WHEN unixepoch(NEW.`data`) IS NOT NULL
BEGIN
  INSERT INTO `milk_semanas` (`farm_id`, `semana`, `animal_id`, `litros`, `dias`, `primeiro`, `ultimo`)
    VALUES (NEW.farm_id, CAST(unixepoch(NEW.data) / 86400 / 7 AS integer), NEW.animal_id, NEW.producao, 1, NEW.data, NEW.data)
    ON CONFLICT (`farm_id`, `semana`, `animal_id`) DO UPDATE SET
      `litros` = `litros` + excluded.`litros`,
      `dias` = `dias` + (NOT EXISTS (
        SELECT 1 FROM `milk_records` INDEXED BY `milk_records_farm_data_idx`
        WHERE `farm_id` = NEW.farm_id AND `data` = NEW.data AND `animal_id` = NEW.animal_id AND `rowid` <> NEW.rowid)),
      `primeiro` = min(`primeiro`, excluded.`primeiro`),
      `ultimo` = max(`ultimo`, excluded.`ultimo`);
END;
--> statement-breakpoint
CREATE TRIGGER `milk_semanas_ao_apagar` AFTER DELETE ON `milk_records`
WHEN unixepoch(OLD.`data`) IS NOT NULL
BEGIN
  DELETE FROM `milk_semanas`
    WHERE `farm_id` = OLD.farm_id AND `semana` = CAST(unixepoch(OLD.data) / 86400 / 7 AS integer) AND `animal_id` = OLD.animal_id
      AND `dias` = 1
      AND NOT EXISTS (
        SELECT 1 FROM `milk_records` INDEXED BY `milk_records_farm_data_idx`
        WHERE `farm_id` = OLD.farm_id AND `data` = OLD.data AND `animal_id` = OLD.animal_id);
  UPDATE `milk_semanas` SET
      `litros` = `litros` - OLD.producao,
      `dias` = `dias` - (NOT EXISTS (
        SELECT 1 FROM `milk_records` INDEXED BY `milk_records_farm_data_idx`
        WHERE `farm_id` = OLD.farm_id AND `data` = OLD.data AND `animal_id` = OLD.animal_id)),
      `primeiro` = CASE WHEN `primeiro` = OLD.data THEN (
        SELECT min(`data`) FROM `milk_records` INDEXED BY `milk_records_ordenha_unica_idx`
        WHERE `animal_id` = OLD.animal_id AND `farm_id` = OLD.farm_id
          AND `data` >= OLD.data
          AND `data` < date((CAST(unixepoch(OLD.data) / 86400 / 7 AS integer) + 1) * 604800, 'unixepoch')) ELSE `primeiro` END,
      `ultimo` = CASE WHEN `ultimo` = OLD.data THEN (
        SELECT max(`data`) FROM `milk_records` INDEXED BY `milk_records_ordenha_unica_idx`
        WHERE `animal_id` = OLD.animal_id AND `farm_id` = OLD.farm_id
          AND `data` >= date(CAST(unixepoch(OLD.data) / 86400 / 7 AS integer) * 604800, 'unixepoch')
          AND `data` <= OLD.data) ELSE `ultimo` END
    WHERE `farm_id` = OLD.farm_id AND `semana` = CAST(unixepoch(OLD.data) / 86400 / 7 AS integer) AND `animal_id` = OLD.animal_id;
END;
--> statement-breakpoint
CREATE TRIGGER `milk_semanas_ao_editar` AFTER UPDATE OF `farm_id`, `animal_id`, `data`, `producao` ON `milk_records`
BEGIN
  DELETE FROM `milk_semanas`
    WHERE `farm_id` = OLD.farm_id AND `semana` = CAST(unixepoch(OLD.data) / 86400 / 7 AS integer) AND `animal_id` = OLD.animal_id
      AND `dias` = 1
      AND NOT EXISTS (
        SELECT 1 FROM `milk_records` INDEXED BY `milk_records_farm_data_idx`
        WHERE `farm_id` = OLD.farm_id AND `data` = OLD.data AND `animal_id` = OLD.animal_id AND `rowid` <> NEW.rowid);
  UPDATE `milk_semanas` SET
      `litros` = `litros` - OLD.producao,
      `dias` = `dias` - (NOT EXISTS (
        SELECT 1 FROM `milk_records` INDEXED BY `milk_records_farm_data_idx`
        WHERE `farm_id` = OLD.farm_id AND `data` = OLD.data AND `animal_id` = OLD.animal_id AND `rowid` <> NEW.rowid)),
      `primeiro` = CASE WHEN `primeiro` = OLD.data THEN (
        SELECT min(`data`) FROM `milk_records` INDEXED BY `milk_records_ordenha_unica_idx`
        WHERE `animal_id` = OLD.animal_id AND `farm_id` = OLD.farm_id AND `rowid` <> NEW.rowid
          AND `data` >= OLD.data
          AND `data` < date((CAST(unixepoch(OLD.data) / 86400 / 7 AS integer) + 1) * 604800, 'unixepoch')) ELSE `primeiro` END,
      `ultimo` = CASE WHEN `ultimo` = OLD.data THEN (
        SELECT max(`data`) FROM `milk_records` INDEXED BY `milk_records_ordenha_unica_idx`
        WHERE `animal_id` = OLD.animal_id AND `farm_id` = OLD.farm_id AND `rowid` <> NEW.rowid
          AND `data` >= date(CAST(unixepoch(OLD.data) / 86400 / 7 AS integer) * 604800, 'unixepoch')
          AND `data` <= OLD.data) ELSE `ultimo` END
    WHERE `farm_id` = OLD.farm_id AND `semana` = CAST(unixepoch(OLD.data) / 86400 / 7 AS integer) AND `animal_id` = OLD.animal_id;
  INSERT INTO `milk_semanas` (`farm_id`, `semana`, `animal_id`, `litros`, `dias`, `primeiro`, `ultimo`)
    SELECT NEW.farm_id, CAST(unixepoch(NEW.data) / 86400 / 7 AS integer), NEW.animal_id, NEW.producao, 1, NEW.data, NEW.data
    WHERE unixepoch(NEW.data) IS NOT NULL
    ON CONFLICT (`farm_id`, `semana`, `animal_id`) DO UPDATE SET
      `litros` = `litros` + excluded.`litros`,
      `dias` = `dias` + (NOT EXISTS (
        SELECT 1 FROM `milk_records` INDEXED BY `milk_records_farm_data_idx`
        WHERE `farm_id` = NEW.farm_id AND `data` = NEW.data AND `animal_id` = NEW.animal_id AND `rowid` <> NEW.rowid)),
      `primeiro` = min(`primeiro`, excluded.`primeiro`),
      `ultimo` = max(`ultimo`, excluded.`ultimo`);
END;
