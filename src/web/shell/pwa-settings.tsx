import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog, Modal } from '../components/dialog.tsx';
import { toast } from '../components/toast.tsx';
import { type Descricao, descrever, linhaDe, textoParaCopiar } from '../offline/descricao.ts';
import type { OutboxItem } from '../offline/outbox-rules.ts';
import { rotuloDe } from '../offline/rotulos.ts';
import {
  corrigir,
  descartar,
  type EnvioPeriodico,
  limparPendentes,
  registrarEnvioPeriodico,
  sincronizar,
  useOutbox,
} from '../offline/sync.ts';
import { checkForUpdates, clearCaches } from '../pwa/actions.ts';
import { erroDaApi } from '../pwa/native-errors.ts';
import { horaDaCopia } from '../pwa/offline-status.tsx';
import { APP_VERSION, applyUpdate, usePwaState } from '../pwa/pwa-state.ts';
import { useServidorAlcancavel } from '../pwa/reachability.ts';
import { PWA_MSG } from '../pwa/update-toast.ts';
import { useFazendaAtual } from '../session/session.ts';
import { NotificacoesPush } from './push-settings.tsx';

interface SwState {
  active: boolean;
  version: string;
}

function YesNo({ value }: { value: boolean }) {
  return <span className={`badge badge-soft ${value ? 'badge-success' : 'badge-ghost'}`}>{value ? 'Sim' : 'Não'}</span>;
}

/** A note beneath a row's words (how the last sync was made): small and grey. */
function Detalhe({ children }: { children: ReactNode }) {
  return <span className="block text-xs font-normal text-base-content/70">{children}</span>;
}

/** A figure in plain words (a farm's words, never the browser's API names); `detalhe` a note beneath it, small. */
function Row({ label, detalhe, children }: { label: string; detalhe?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-3 border-b border-base-200 py-1 last:border-0">
      <span className="text-sm">
        {label}
        {detalhe && <Detalhe>{detalhe}</Detalhe>}
      </span>
      <span className="flex items-center gap-2 text-sm">{children}</span>
    </div>
  );
}

function Section({
  title,
  children,
  foco,
}: {
  title: string;
  children: ReactNode;
  /** Brought into view with its heading focused when the dialog opens (the header's sync badge). */
  foco?: boolean;
}) {
  const id = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!foco) return;
    // after the dialog's own focus on open
    const t = setTimeout(() => {
      ref.current?.scrollIntoView({ block: 'start' });
      ref.current?.focus();
    }, 50);
    return () => clearTimeout(t);
  }, [foco]);
  return (
    <section className="rounded-box border border-base-300 p-3" aria-labelledby={id}>
      <h4 id={id} ref={ref} tabIndex={-1} className="mb-1 font-semibold">
        {title}
      </h4>
      {children}
    </section>
  );
}

/** Copies the text; where the Clipboard API is missing (plain http on the farm's LAN), through a hidden selection. */
async function copiar(texto: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(texto);
  const area = document.createElement('textarea');
  area.value = texto;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy');
  } finally {
    area.remove();
  }
}

/** A waiting or refused change, as typed: the kind, the fields, and (refused) the server's reason with what to do. */
function ItemDaFila({ item, d, children }: { item: OutboxItem; d: Descricao; children?: ReactNode }) {
  return (
    <li
      className={`rounded-box border p-2 text-sm ${item.rejeicao ? 'border-error/40 bg-error/5' : 'border-base-300'}`}
    >
      <div className="font-semibold">{d.tipo}</div>
      {d.texto && <div>{d.texto}</div>}
      {item.rejeicao && <div className="text-error">{PWA_MSG.motivoRecusa(item.rejeicao.mensagem)}</div>}
      {children}
    </li>
  );
}

/** The refused changes: each read as typed, with 'Corrigir' (a record the form sends), 'Copiar' and 'Descartar'. */
function Recusados({ itens, onCorrigir }: { itens: OutboxItem[]; onCorrigir(item: OutboxItem): void }) {
  const farm = useFazendaAtual();
  return (
    <ul className="flex flex-col gap-2" aria-label="Alterações recusadas pelo servidor">
      {itens.map((item) => {
        const d = descrever(item, rotuloDe);
        const linha = linhaDe(d);
        const daFazenda = d.farmId === farm?.id;
        return (
          <ItemDaFila key={item.seq} item={item} d={d}>
            {d.corrigivel && !daFazenda && <div className="text-xs">{PWA_MSG.corrigirOutraFazenda}</div>}
            <div className="mt-1 flex flex-wrap gap-2">
              {d.corrigivel && daFazenda && (
                <button
                  type="button"
                  className="btn btn-sm btn-primary min-h-11"
                  aria-label={`Corrigir ${linha}`}
                  onClick={() => onCorrigir(item)}
                >
                  Corrigir
                </button>
              )}
              <button
                type="button"
                className="btn btn-sm min-h-11"
                aria-label={`Copiar ${linha}`}
                onClick={async () => {
                  try {
                    await copiar(textoParaCopiar(item, d));
                    toast.success(PWA_MSG.copiado);
                  } catch {
                    toast.error(PWA_MSG.erroCopiar);
                  }
                }}
              >
                Copiar
              </button>
              <button
                type="button"
                className="btn btn-sm min-h-11"
                aria-label={`Descartar ${linha}`}
                onClick={async () => {
                  await descartar(item);
                  toast.info(PWA_MSG.itemDescartado);
                }}
              >
                Descartar
              </button>
            </div>
          </ItemDaFila>
        );
      })}
    </ul>
  );
}

/**
 * 'Configurações PWA' (docs/PRODUTO.md §PWA): status of the service worker, push, sync, cache, native APIs and device.
 */
export function PwaSettings({
  open,
  sincronizacao = false,
  onClose,
}: {
  open: boolean;
  /** Opened from the header's sync badge: at 'Sincronização'. */
  sincronizacao?: boolean;
  onClose(): void;
}) {
  const pwa = usePwaState();
  const [sw, setSw] = useState<SwState>({ active: false, version: 'N/A' });
  // The server's reachability (a health ping and every answer), not the Wi-Fi's.
  const online = useServidorAlcancavel();
  const outbox = useOutbox();
  const [confirmClear, setConfirmClear] = useState(false);
  const [periodico, setPeriodico] = useState<EnvioPeriodico | null>(null);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (open) void registrarEnvioPeriodico().then(setPeriodico);
  }, [open]);
  function corrigirItem(item: OutboxItem) {
    corrigir(item);
    onClose();
    navigate('/dashboard/apontamentos');
  }
  // Asked of the browser each time the dialog opens, and again once a worker is active (`ready` waits for one).
  useEffect(() => {
    if (!open || !('serviceWorker' in navigator)) return;
    let alive = true;
    const read = () =>
      navigator.serviceWorker.getRegistration().then((reg) => {
        if (!alive) return;
        const active = Boolean(reg?.active);
        setSw({ active, version: active ? APP_VERSION : 'N/A' });
      });
    void read();
    void navigator.serviceWorker.ready.then(read);
    return () => {
      alive = false;
    };
  }, [open]);

  const syncSupported = 'serviceWorker' in navigator && 'SyncManager' in window;
  const nav = navigator as Navigator & { deviceMemory?: number };
  const apis: [string, boolean, () => Promise<unknown> | unknown][] = [
    ['Compartilhar', 'share' in navigator, () => navigator.share({ title: 'Gestão Leiteira', url: location.origin })],
    [
      'Câmera',
      Boolean(navigator.mediaDevices?.getUserMedia),
      () =>
        navigator.mediaDevices.getUserMedia({ video: true }).then((s) => {
          for (const t of s.getTracks()) t.stop();
        }),
    ],
    [
      'Localização',
      'geolocation' in navigator,
      () =>
        new Promise((ok, fail) =>
          navigator.geolocation.getCurrentPosition(ok, fail, {
            enableHighAccuracy: true,
            timeout: 10_000,
            maximumAge: 300_000,
          }),
        ),
    ],
    [
      'Vibração',
      'vibrate' in navigator,
      () => {
        // false: the browser refused (no user gesture, or vibration blocked)
        if (!navigator.vibrate([200, 100, 200])) throw new DOMException('vibrate refused', 'NotAllowedError');
      },
    ],
    ['Área de transferência', Boolean(navigator.clipboard), () => navigator.clipboard.writeText('Gestão Leiteira')],
  ];

  async function clearCache() {
    try {
      await clearCaches();
      toast.success(PWA_MSG.cacheLimpo);
    } catch (e) {
      toast.error(PWA_MSG.erroCache((e as Error).message));
    }
  }
  async function checkUpdates() {
    try {
      const r = await checkForUpdates();
      if (r === 'sem-worker') toast.warning(PWA_MSG.semWorker);
      else if (r === 'atualizado') toast.info(PWA_MSG.versaoMaisRecente);
      // 'nova-versao': the 'Nova versão disponível!' toast says it
    } catch {
      toast.error(PWA_MSG.erroVerificarAtualizacao);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Configurações PWA"
      description="Configure as funcionalidades avançadas do aplicativo"
      size="lg"
      actions={
        <button type="button" className="btn min-h-11" onClick={onClose}>
          Fechar
        </button>
      }
    >
      <div className="grid gap-3 md:grid-cols-2">
        <Section title="Status do Sistema">
          <Row label="Uso sem conexão">
            <span className={`badge badge-soft ${sw.active ? 'badge-success' : 'badge-ghost'}`}>
              {sw.active ? 'Ativo' : 'Inativo'}
            </span>
          </Row>
          <Row label="Versão do aplicativo">{sw.version}</Row>
          {pwa.updateAvailable && (
            <Row label="Nova versão disponível">
              <button type="button" className="btn btn-sm btn-primary min-h-11" onClick={() => void applyUpdate()}>
                Atualizar
              </button>
            </Row>
          )}
          <Row label="Servidor da fazenda">
            <span className={`badge badge-soft ${online ? 'badge-success' : 'badge-warning'}`}>
              {online ? 'Conectado' : 'Sem conexão'}
            </span>
          </Row>
        </Section>
        <Section title="Notificações">
          <NotificacoesPush open={open} />
        </Section>
        <Section title="Sincronização" foco={open && sincronizacao}>
          <Row label="Envio automático ao voltar a conexão">
            <YesNo value={syncSupported} />
          </Row>
          <Row label="Envio periódico com o aplicativo fechado">
            {periodico && (
              <span className={`badge badge-soft h-auto ${periodico === 'ativo' ? 'badge-success' : 'badge-ghost'}`}>
                {PWA_MSG.envioPeriodico[periodico]}
              </span>
            )}
          </Row>
          <Row
            label="Última sincronização"
            detalhe={outbox.ultima ? PWA_MSG.origemSincronizacao[outbox.ultima.origem] : undefined}
          >
            <span className="text-right">
              {outbox.ultima
                ? PWA_MSG.ultimaSincronizacao(
                    horaDaCopia(outbox.ultima.em),
                    outbox.ultima.enviados,
                    outbox.ultima.rejeitados,
                  )
                : PWA_MSG.semSincronizacao}
            </span>
          </Row>
          <Row label="Situação">
            {outbox.pendentes.length + outbox.rejeitados.length > 0 ? (
              <span className="badge badge-soft badge-warning">
                Pendências: {outbox.pendentes.length + outbox.rejeitados.length}
              </span>
            ) : (
              <span className="badge badge-soft badge-success">Sincronizado</span>
            )}
          </Row>
          {outbox.rejeitados.length > 0 && (
            <div className="mt-2 flex flex-col gap-2">
              <p className="text-sm font-semibold">{PWA_MSG.algunsNaoSincronizados}</p>
              <Recusados itens={outbox.rejeitados} onCorrigir={corrigirItem} />
            </div>
          )}
          {outbox.pendentes.length > 0 && (
            <div className="mt-2 flex flex-col gap-2">
              <p className="text-sm font-semibold">
                {PWA_MSG.aguardandoTitulo}: {outbox.pendentes.length}
              </p>
              <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto" aria-label={PWA_MSG.aguardandoTitulo}>
                {outbox.pendentes.map((item) => (
                  <ItemDaFila key={item.seq} item={item} d={descrever(item, rotuloDe)} />
                ))}
              </ul>
            </div>
          )}
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              className="btn btn-sm min-h-11"
              disabled={outbox.sincronizando}
              onClick={() => void sincronizar(true)}
            >
              {outbox.sincronizando ? 'Sincronizando...' : 'Tentar Novamente'}
            </button>
            <button
              type="button"
              className="btn btn-sm min-h-11"
              disabled={outbox.pendentes.length + outbox.rejeitados.length === 0}
              onClick={() => setConfirmClear(true)}
            >
              Limpar Tudo
            </button>
          </div>
          <ConfirmDialog
            open={confirmClear}
            onClose={() => setConfirmClear(false)}
            title="Limpar Tudo"
            message={PWA_MSG.confirmarLimpar}
            confirmLabel="Limpar Tudo"
            busyLabel="Limpando..."
            onConfirm={async () => {
              await limparPendentes();
              toast.success(PWA_MSG.pendentesRemovidos);
            }}
          />
        </Section>
        <Section title="Dados guardados no aparelho">
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm min-h-11" onClick={clearCache}>
              Limpar dados guardados
            </button>
            <button type="button" className="btn btn-sm min-h-11" onClick={checkUpdates}>
              Verificar Atualizações
            </button>
          </div>
        </Section>
        <Section title="Recursos do aparelho">
          {apis.map(([name, ok, test]) => (
            <Row key={name} label={name}>
              <YesNo value={ok} />
              <button
                type="button"
                className="btn btn-xs min-h-11"
                disabled={!ok}
                aria-label={`Testar ${name}`}
                onClick={async () => {
                  try {
                    await test();
                    toast.success(PWA_MSG.testeOk(name));
                  } catch (e) {
                    toast.error(erroDaApi(name, e));
                  }
                }}
              >
                Testar
              </button>
            </Row>
          ))}
        </Section>
        <Section title="Dispositivo">
          <Row label="Plataforma">
            {(nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ||
              navigator.platform ||
              'N/A'}
          </Row>
          <Row label="Idioma">{navigator.language}</Row>
          <Row label="Processadores">{navigator.hardwareConcurrency || 'N/A'}</Row>
          <Row label="Memória">{nav.deviceMemory ? `${nav.deviceMemory} GB` : 'N/A'}</Row>
          <Row label="Rede">{online ? 'Conectado' : 'Sem conexão'}</Row>
        </Section>
      </div>
    </Modal>
  );
}
