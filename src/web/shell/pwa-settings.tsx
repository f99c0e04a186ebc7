import { type ReactNode, useEffect, useId, useState } from 'react';
import { Modal } from '../components/dialog.tsx';
import { toast } from '../components/toast.tsx';
import { checkForUpdates, clearCaches } from '../pwa/actions.ts';
import { APP_VERSION, applyUpdate, usePwaState } from '../pwa/pwa-state.ts';
import { PWA_MSG } from '../pwa/update-toast.ts';

interface SwState {
  active: boolean;
  version: string;
}

function YesNo({ value }: { value: boolean }) {
  return <span className={`badge badge-soft ${value ? 'badge-success' : 'badge-ghost'}`}>{value ? 'Sim' : 'Não'}</span>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-3 border-b border-base-200 py-1 last:border-0">
      <span className="text-sm">{label}</span>
      <span className="flex items-center gap-2 text-sm">{children}</span>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="rounded-box border border-base-300 p-3" aria-labelledby={id}>
      <h4 id={id} className="mb-1 font-semibold">
        {title}
      </h4>
      {children}
    </section>
  );
}

function useOnline() {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(navigator.onLine);
    window.addEventListener('online', on);
    window.addEventListener('offline', on);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', on);
    };
  }, []);
  return online;
}

/** 'Configurações PWA' (SPEC.md §2): status of the service worker, push, sync, cache, native APIs and device. */
export function PwaSettings({ open, onClose }: { open: boolean; onClose(): void }) {
  const pwa = usePwaState();
  const [sw, setSw] = useState<SwState>({ active: false, version: 'N/A' });
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'default' : Notification.permission,
  );
  const online = useOnline();
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

  const pushSupported = 'PushManager' in window && 'serviceWorker' in navigator && typeof Notification !== 'undefined';
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
    ['Vibração', 'vibrate' in navigator, () => navigator.vibrate([200, 100, 200])],
    ['Área de transferência', Boolean(navigator.clipboard), () => navigator.clipboard.writeText('Gestão Leiteira')],
  ];

  async function togglePush(on: boolean) {
    if (!on) return;
    const p = await Notification.requestPermission();
    setPermission(p);
    if (p === 'granted') toast.success(PWA_MSG.notificacoesConcedidas);
    else toast.warning(PWA_MSG.notificacoesNegadas);
  }
  async function testNotification() {
    const reg = await navigator.serviceWorker.getRegistration();
    const opts = { body: 'As notificações estão funcionando.', icon: '/icon-192.png' };
    if (reg) await reg.showNotification('Gestão Leiteira', opts);
    else new Notification('Gestão Leiteira', opts);
  }
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
          <Row label="Service Worker">
            <span className={`badge badge-soft ${sw.active ? 'badge-success' : 'badge-ghost'}`}>
              {sw.active ? 'Ativo' : 'Inativo'}
            </span>
          </Row>
          <Row label="Versão">{sw.version}</Row>
          {pwa.updateAvailable && (
            <Row label="Nova versão disponível">
              <button type="button" className="btn btn-sm btn-primary min-h-11" onClick={() => void applyUpdate()}>
                Atualizar
              </button>
            </Row>
          )}
          <Row label="Conexão">
            <span className={`badge badge-soft ${online ? 'badge-success' : 'badge-warning'}`}>
              {online ? 'Conectado' : 'Offline'}
            </span>
          </Row>
        </Section>
        <Section title="Notificações Push">
          <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
            <span className="flex flex-col">
              <span className="text-sm">Ativar notificações</span>
              <span className="text-xs text-base-content/60">
                Receba alertas importantes mesmo quando o app estiver fechado
              </span>
            </span>
            <input
              type="checkbox"
              className="toggle toggle-primary"
              disabled={!pushSupported}
              checked={permission === 'granted'}
              onChange={(e) => togglePush(e.target.checked)}
            />
          </label>
          {permission === 'granted' && (
            <button type="button" className="btn btn-sm mt-2 min-h-11" onClick={testNotification}>
              Testar Notificação
            </button>
          )}
        </Section>
        <Section title="Sincronização">
          <Row label="Background Sync">
            <YesNo value={syncSupported} />
          </Row>
          <Row label="Situação">
            <span className="badge badge-soft badge-success">Sincronizado</span>
          </Row>
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              className="btn btn-sm min-h-11"
              onClick={() => toast.info(PWA_MSG.sincronizacaoConcluida)}
            >
              Tentar Novamente
            </button>
            <button
              type="button"
              className="btn btn-sm min-h-11"
              onClick={() => toast.success(PWA_MSG.sincronizacaoLimpa)}
            >
              Limpar Tudo
            </button>
          </div>
        </Section>
        <Section title="Cache">
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm min-h-11" onClick={clearCache}>
              Limpar Cache
            </button>
            <button type="button" className="btn btn-sm min-h-11" onClick={checkUpdates}>
              Verificar Atualizações
            </button>
          </div>
        </Section>
        <Section title="APIs Nativas">
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
                    toast.error(PWA_MSG.testeFalhou(name, (e as Error).message));
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
          <Row label="Rede">{online ? 'Conectado' : 'Offline'}</Row>
        </Section>
      </div>
    </Modal>
  );
}
