import { describe, expect, it } from 'vitest';
import type { Alerta } from './alertas.ts';
import { MSG } from './messages.ts';
import {
  caminhoDoApp,
  chaveDoAlerta,
  decidirEnvio,
  deveNotificar,
  ESPERA_MAX_MS,
  esperaAntesDe,
  inscricaoPushSchema,
  lerNotificacao,
  notificacaoDoAlerta,
  planejarPushes,
  servicoPushPermitido,
  ttlRestante,
} from './push.ts';

const HOJE = '2025-03-10';

function alerta(kind: Alerta['kind'], date: string, id = `${kind}:${date}`): Alerta {
  return {
    id,
    chave: id,
    marca: date,
    kind,
    severity: 'warning',
    text: `texto ${id}`,
    date,
    link: '/dashboard/apontamentos',
  };
}

describe('deveNotificar: what a farmer must not miss', () => {
  it.each([
    ['conta_pagar_a_vencer', '2025-03-13', true], // due in 3 days
    ['conta_pagar_a_vencer', '2025-03-14', false], // 4 days: the bell only
    ['conta_receber_a_vencer', '2025-03-10', true],
    ['conta_pagar_vencida', '2025-03-09', true],
    ['conta_pagar_vencida', '2025-03-03', true], // 7 days late
    ['conta_pagar_vencida', '2025-03-02', false], // older history is not pushed
    ['parto_previsto', '2025-03-17', true], // calving in 7 days
    ['parto_previsto', '2025-03-18', false],
    ['parto_previsto', '2025-03-08', true], // late calving
    ['secagem_prevista', '2025-03-10', true], // dry-off due
    ['secagem_prevista', '2025-03-11', false], // not yet due
    ['qualidade_acima_limite', '2025-03-07', true],
    ['qualidade_acima_limite', '2025-03-06', false],
    ['diagnostico_gestacao', '2025-03-10', false], // the bell only
  ] as const)('%s on %s → %s', (kind, date, esperado) => {
    expect(deveNotificar({ kind, date }, HOJE)).toBe(esperado);
  });
});

describe('planejarPushes', () => {
  const itens = [
    {
      userId: 'u1',
      farmId: 'f1',
      farmName: 'Fazenda Boa Vista',
      hoje: HOJE,
      alertas: [alerta('conta_pagar_a_vencer', '2025-03-12', 'conta_pagar:c1'), alerta('diagnostico_gestacao', HOJE)],
    },
    {
      userId: 'u2',
      farmId: 'f1',
      farmName: 'Fazenda Boa Vista',
      hoje: HOJE,
      alertas: [alerta('conta_pagar_a_vencer', '2025-03-12', 'conta_pagar:c1')],
    },
  ];

  it('one push per user and alert, only of the kinds that must not be missed', () => {
    const plano = planejarPushes(itens, new Set());
    expect(plano.map((p) => [p.userId, p.chave])).toEqual([
      ['u1', 'f1|conta_pagar_a_vencer|conta_pagar:c1'],
      ['u2', 'f1|conta_pagar_a_vencer|conta_pagar:c1'],
    ]);
    expect(plano[0].notificacao).toMatchObject({
      title: 'Atenção — Fazenda Boa Vista',
      body: 'texto conta_pagar:c1',
      tag: 'f1|conta_pagar_a_vencer|conta_pagar:c1',
      url: '/dashboard/apontamentos',
      icon: '/icon-192.png',
    });
  });

  it('what was sent is not sent again; the same alert listed twice goes once', () => {
    const sent = new Set(['u1|f1|conta_pagar_a_vencer|conta_pagar:c1']);
    expect(planejarPushes(itens, sent).map((p) => p.userId)).toEqual(['u2']);
    const twice = [itens[1], itens[1]];
    expect(planejarPushes(twice, new Set())).toHaveLength(1);
  });

  it('a bill pushed before it fell due is pushed once more when overdue (another kind)', () => {
    const a = chaveDoAlerta('f1', { kind: 'conta_pagar_a_vencer', id: 'conta_pagar:c1' });
    const b = chaveDoAlerta('f1', { kind: 'conta_pagar_vencida', id: 'conta_pagar:c1' });
    expect(a).not.toBe(b);
    // another farm's alert with the same id is another alert
    expect(chaveDoAlerta('f2', { kind: 'conta_pagar_a_vencer', id: 'conta_pagar:c1' })).not.toBe(a);
  });
});

describe('decidirEnvio: retries and TTL', () => {
  const agora = 1_000_000;
  const vivo = { tentativas: 1, expiraEm: agora + 3_600_000 };

  it('2xx done; 404 and 410 remove the subscription', () => {
    expect(decidirEnvio({ status: 201 }, vivo, agora)).toEqual({ acao: 'concluir' });
    expect(decidirEnvio({ status: 404 }, vivo, agora)).toEqual({ acao: 'remover_inscricao' });
    expect(decidirEnvio({ status: 410 }, vivo, agora)).toEqual({ acao: 'remover_inscricao' });
  });

  it('no uplink, 429 and 5xx wait with back-off while the push lives', () => {
    expect(decidirEnvio({ rede: 'ENOTFOUND' }, vivo, agora)).toEqual({ acao: 'tentar_de_novo', em: agora + 15_000 });
    expect(decidirEnvio({ status: 503 }, { ...vivo, tentativas: 3 }, agora)).toEqual({
      acao: 'tentar_de_novo',
      em: agora + 60_000,
    });
    expect(decidirEnvio({ status: 429 }, vivo, agora).acao).toBe('tentar_de_novo');
  });

  it('past its TTL a waiting push is dropped', () => {
    const d = decidirEnvio({ rede: 'ECONNREFUSED' }, { tentativas: 1, expiraEm: agora + 10_000 }, agora);
    expect(d.acao).toBe('descartar');
  });

  it('other refusals are dropped at once', () => {
    expect(decidirEnvio({ status: 400 }, vivo, agora).acao).toBe('descartar');
    expect(decidirEnvio({ status: 413 }, vivo, agora).acao).toBe('descartar');
  });

  it('back-off doubles up to 10 minutes; TTL header is what remains', () => {
    expect([1, 2, 3, 4].map(esperaAntesDe)).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(esperaAntesDe(30)).toBe(ESPERA_MAX_MS);
    expect(ttlRestante(agora + 3_600_000, agora)).toBe(3600);
    expect(ttlRestante(agora + 1000, agora)).toBe(60);
  });
});

describe('subscriptions', () => {
  const p256dh = `B${'A'.repeat(86)}`;
  const auth = 'A'.repeat(22);

  it('takes what PushSubscription.toJSON() gives, dropping expirationTime', () => {
    const r = inscricaoPushSchema.parse({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys: { p256dh, auth },
    });
    expect(r).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh, auth } });
  });

  it.each([
    { endpoint: 'http://fcm.googleapis.com/x', keys: { p256dh, auth } },
    { endpoint: 'não é url', keys: { p256dh, auth } },
    { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'curto', auth } },
    { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh, auth: `${'A'.repeat(21)}=` } },
    { endpoint: 'https://fcm.googleapis.com/x' },
    { endpoint: `https://fcm.googleapis.com/${'x'.repeat(2100)}`, keys: { p256dh, auth } },
  ])('refuses in Portuguese: %j', (body) => {
    const r = inscricaoPushSchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(MSG.inscricaoInvalida);
  });

  it('only known push services (and the configured extras) are accepted', () => {
    expect(servicoPushPermitido('https://fcm.googleapis.com/fcm/send/x')).toBe(true);
    expect(servicoPushPermitido('https://web.push.apple.com/abc')).toBe(true);
    expect(servicoPushPermitido('https://wns2-by3p.notify.windows.com/w/?token=1')).toBe(true);
    expect(servicoPushPermitido('https://192.168.0.1/admin')).toBe(false);
    expect(servicoPushPermitido('https://fcm.googleapis.com.evil.example/x')).toBe(false);
    expect(servicoPushPermitido('https://evilpush.apple.com/x')).toBe(false);
    expect(servicoPushPermitido('https://127.0.0.1:8443/push/1', ['127.0.0.1'])).toBe(true);
  });
});

describe('what the service worker shows', () => {
  it('an alert: severity and farm in the title, the alert text, its screen', () => {
    const n = notificacaoDoAlerta(
      { ...alerta('parto_previsto', '2025-03-12', 'parto_previsto:a1:2025-03-12'), severity: 'info' },
      'f1',
      'Sítio Esperança',
    );
    expect(n).toMatchObject({
      title: 'Aviso — Sítio Esperança',
      tag: 'f1|parto_previsto|parto_previsto:a1:2025-03-12',
    });
  });

  it('reads only what it knows; a link never leads to another site', () => {
    expect(lerNotificacao({ title: 'T', body: 'B', tag: 'x', url: 'https://evil.example/' }).url).toBe('/');
    expect(lerNotificacao({ url: '//evil.example/' }).url).toBe('/');
    expect(lerNotificacao({ url: '/dashboard/financeiro/contas-pagar' }).url).toBe(
      '/dashboard/financeiro/contas-pagar',
    );
    expect(lerNotificacao('texto solto')).toMatchObject({ title: 'Gestão Leiteira', body: 'texto solto', url: '/' });
    expect(lerNotificacao(null).icon).toBe('/icon-192.png');
    expect(caminhoDoApp('/\\evil')).toBe('/');
  });
});
