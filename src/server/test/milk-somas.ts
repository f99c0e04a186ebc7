// The check every test of the milk sums' triggers makes: milk_semanas (the lactation table's weekly sums, kept by
// triggers on milk_records) as stored, and as a fresh GROUP BY over milk_records computes it.
import type { Client } from '@libsql/client';

/** Each cow's weeks as stored and as recomputed, one `farm|semana|animal|litros|dias|primeiro|ultimo` line a week; litres to 1e-9 L. */
export async function semanasGuardadasERecalculadas(client: Client) {
  const linhas = (sql: string) =>
    client
      .execute(sql)
      .then((rs) =>
        rs.rows.map((r) =>
          [
            r.farm_id,
            r.semana,
            r.animal_id,
            Math.round(Number(r.litros) * 1e9) / 1e9,
            r.dias,
            r.primeiro,
            r.ultimo,
          ].join('|'),
        ),
      );
  const guardado = await linhas('SELECT * FROM milk_semanas ORDER BY farm_id, semana, animal_id');
  const recalculado = await linhas(`
    SELECT farm_id, cast(unixepoch(data) / 86400 / 7 AS integer) AS semana, animal_id, sum(litros) AS litros,
      count(*) AS dias, min(data) AS primeiro, max(data) AS ultimo
    FROM (SELECT farm_id, animal_id, data, sum(producao) AS litros FROM milk_records GROUP BY farm_id, animal_id, data)
    GROUP BY farm_id, semana, animal_id
    ORDER BY farm_id, semana, animal_id`);
  return { guardado, recalculado };
}
