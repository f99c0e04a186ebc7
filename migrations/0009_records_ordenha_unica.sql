-- One milking per cow, date and ordenha (issue 22). A database may already hold the same milking twice (the single
-- form saved it again): of each such group the newest row is kept (last updated, then last created, then the
-- greatest id, a UUID v7 that grows with time) and every other is written to audit_log (action 'ordenha_duplicada':
-- before = the row removed, after = the row kept and whether the litres were the same) and removed. The groups are
-- found through the old (animal_id, data, ordenha) index before it is replaced by the unique one.
WITH grupos AS (
  SELECT animal_id, data, ordenha FROM milk_records GROUP BY animal_id, data, ordenha HAVING count(*) > 1
), r AS (
  SELECT m.id, m.farm_id, m.animal_id, m.data, m.ordenha, m.producao, m.created_at, m.updated_at,
    row_number() OVER (
      PARTITION BY m.animal_id, m.data, m.ordenha ORDER BY m.updated_at DESC, m.created_at DESC, m.id DESC
    ) AS n
  FROM milk_records m JOIN grupos g ON g.animal_id = m.animal_id AND g.data = m.data AND g.ordenha = m.ordenha
)
INSERT INTO `audit_log` (`id`, `at`, `user_id`, `farm_id`, `entity`, `entity_id`, `action`, `before`, `after`)
SELECT lower(hex(randomblob(16))), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), NULL, d.farm_id, 'milk_records', d.id,
  'ordenha_duplicada',
  json_object('id', d.id, 'farmId', d.farm_id, 'animalId', d.animal_id, 'data', d.data, 'ordenha', d.ordenha,
    'producao', d.producao, 'createdAt', d.created_at, 'updatedAt', d.updated_at),
  json_object('mantida', k.id, 'producao', k.producao,
    'identica', CASE WHEN d.producao = k.producao THEN json('true') ELSE json('false') END)
FROM r d JOIN r k ON k.animal_id = d.animal_id AND k.data = d.data AND k.ordenha = d.ordenha AND k.n = 1
WHERE d.n > 1;--> statement-breakpoint
DELETE FROM `milk_records` WHERE `id` IN (
  SELECT id FROM (
    SELECT m.id, row_number() OVER (
      PARTITION BY m.animal_id, m.data, m.ordenha ORDER BY m.updated_at DESC, m.created_at DESC, m.id DESC
    ) AS n
    FROM milk_records m
    JOIN (
      SELECT animal_id, data, ordenha FROM milk_records GROUP BY animal_id, data, ordenha HAVING count(*) > 1
    ) g ON g.animal_id = m.animal_id AND g.data = m.data AND g.ordenha = m.ordenha
  ) WHERE n > 1
);--> statement-breakpoint
DROP INDEX `milk_records_animal_data_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `milk_records_ordenha_unica_idx` ON `milk_records` (`animal_id`,`data`,`ordenha`);
