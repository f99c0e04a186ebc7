import { lazy, type ReactNode, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MSG } from '../../domain/messages.ts';
import { Icon, type IconName } from '../components/icons.tsx';
import { MOBILE_QUERY, useMediaQuery } from '../components/media.ts';
import { AvisoSemCopiaOffline } from '../pwa/aviso-offline.tsx';
import { InstallCard, OfflineBanner, SyncBadge } from '../pwa/offline-status.tsx';
import { useServidorAlcancavel } from '../pwa/reachability.ts';
import { useFazendaAtual, useSession } from '../session/session.ts';
import { CopiaBanner } from './copia-banner.tsx';
import { FarmSwitcher } from './farm-switcher.tsx';
import { useFarmAutoSelect } from './guards.tsx';
import {
  allowed,
  isActive,
  isGroup,
  MOBILE_MENU,
  MOBILE_TABS,
  type NavGroup,
  type NavItem,
  painelNoMenu,
  SIDEBAR,
} from './nav.ts';
import { Popover } from './popover.tsx';
import { SinoDeAlertas } from './sino-de-alertas.tsx';
import { useLogout } from './use-logout.ts';

// 'Configurações PWA' (the outbox's descriptions, push, the device's APIs) loads when first opened, not with every screen.
const PwaSettings = lazy(() => import('./pwa-settings.tsx').then((m) => ({ default: m.PwaSettings })));

// docs/PRODUTO.md §Telas: the sidebar state lives 7 days in a cookie.
const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_MAX_AGE = 604800;

function readSidebarCookie(): boolean {
  const m = document.cookie.match(/(?:^|;\s*)sidebar_state=(true|false)/);
  return m ? m[1] === 'true' : true;
}

function useSidebarState() {
  const [open, setOpenState] = useState(readSidebarCookie);
  const setOpen = useCallback((v: boolean | ((o: boolean) => boolean)) => {
    setOpenState((o) => {
      const next = typeof v === 'function' ? v(o) : v;
      // biome-ignore lint/suspicious/noDocumentCookie: the sidebar state is a 7-day cookie (docs/PRODUTO.md §Telas)
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SIDEBAR_MAX_AGE}; samesite=lax`;
      return next;
    });
  }, []);
  return [open, setOpen] as const;
}

function farmSelectorHref(isAdmin: boolean) {
  return isAdmin ? '/admin/farm-selector' : '/user/farm-selector';
}

/** 'Trocar Fazenda' when there is a choice: several farms, or an admin's one farm and 'todas as fazendas'. */
function temEscolha(session: { user: { isAdmin: boolean }; farms: readonly unknown[] } | null | undefined): boolean {
  const n = session?.farms.length ?? 0;
  return n > 1 || (Boolean(session?.user.isAdmin) && n > 0);
}

/**
 * The signed-in shell wires the service worker main.tsx registered on the first load (any page, the login included):
 * the update prompt, the PWA state, the hourly update check. Build only.
 */
function useServiceWorker() {
  useEffect(() => {
    if (import.meta.env.PROD) void import('../pwa/register.ts').then((m) => m.registerServiceWorker());
  }, []);
}

/**
 * The signed-in frame: desktop (sidebar + header) or mobile (header + bottom tabs + ☰ menu) by the 768 px breakpoint.
 * The screen (`children`) keeps one place in the tree whichever frame is drawn, so crossing the breakpoint (a tablet
 * turned, a window resized) keeps what the screen holds: a half-typed form, a generated report, the assessment's step.
 */
export function Layout({ children }: { children: ReactNode }) {
  useFarmAutoSelect();
  useServiceWorker();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const alcancavel = useServidorAlcancavel();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const [menuOpen, setMenuOpen] = useState(false);
  const abrirMenu = useCallback(() => setMenuOpen(true), []);
  const fecharMenu = useCallback(() => setMenuOpen(false), []);
  // A farm chosen in the phone's menu closes it: the new farm's first screen is under it (issue 24).
  const farmId = useFazendaAtual()?.id;
  useEffect(() => {
    if (farmId) setMenuOpen(false);
  }, [farmId]);
  // the header's pending/refused badge opens it at 'Sincronização' (what waits and what was refused)
  const [pwaOpen, setPwaOpen] = useState<false | 'inicio' | 'sincronizacao'>(false);
  // mounted from its first opening on (then closed and opened as before)
  const [pwaUsado, setPwaUsado] = useState(false);
  const onPwa = () => {
    setPwaUsado(true);
    setPwaOpen('inicio');
  };
  const onSync = () => {
    setPwaUsado(true);
    setPwaOpen('sincronizacao');
  };
  return (
    <>
      <div className="flex min-h-screen bg-base-200/50">
        {mobile ? null : <DesktopSidebar open={sidebarOpen} />}
        <div className="flex min-w-0 flex-1 flex-col">
          {mobile ? (
            <MobileHeader menuOpen={menuOpen} onMenu={abrirMenu} onSync={onSync} />
          ) : (
            <DesktopHeader open={sidebarOpen} setOpen={setSidebarOpen} onPwa={onPwa} onSync={onSync} />
          )}
          <main id="conteudo" className={mobile ? 'flex-1 p-3 pb-24' : 'mx-auto w-full max-w-7xl flex-1 p-4 lg:p-8'}>
            <InstallCard />
            <AvisoSemCopiaOffline semServidor={!alcancavel} />
            <OfflineBanner />
            <CopiaBanner />
            {children}
          </main>
        </div>
        {mobile ? <MobileTabs onMenu={abrirMenu} /> : null}
        {mobile && menuOpen ? <MobileMenu onClose={fecharMenu} onPwa={onPwa} /> : null}
      </div>
      {pwaUsado && (
        <Suspense fallback={null}>
          <PwaSettings
            open={pwaOpen !== false}
            sincronizacao={pwaOpen === 'sincronizacao'}
            onClose={() => setPwaOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

// ---------- desktop ----------

function DesktopSidebar({ open }: { open: boolean }) {
  return (
    <aside
      className={`sticky top-0 flex h-screen shrink-0 flex-col border-r border-base-300 bg-base-100 transition-[width] duration-200 print:hidden ${open ? 'w-64' : 'w-12'}`}
      aria-label="Menu lateral"
      data-state={open ? 'expanded' : 'collapsed'}
    >
      <Link
        href="/dashboard"
        className={`flex h-16 shrink-0 items-center gap-2 border-b border-base-300 ${open ? 'px-4' : 'justify-center'}`}
      >
        <img src="/icon.svg" alt="" className="size-8" />
        {open && <span className="text-lg font-bold text-primary">Gestão Leiteira</span>}
      </Link>
      <SidebarNav collapsed={!open} />
    </aside>
  );
}

function DesktopHeader({
  open,
  setOpen,
  onPwa,
  onSync,
}: {
  open: boolean;
  setOpen(v: (o: boolean) => boolean): void;
  onPwa(): void;
  onSync(): void;
}) {
  // a layout effect: Ctrl+B works from the frame the header is drawn in (docs/DEVELOPING.md, Web conventions)
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'b') {
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setOpen]);
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-base-300 bg-base-100/90 px-3 backdrop-blur lg:px-6 print:hidden">
      <button
        type="button"
        className="btn btn-ghost btn-square min-h-11 min-w-11"
        aria-label={open ? 'Recolher menu lateral' : 'Expandir menu lateral'}
        aria-expanded={open}
        title="Alternar menu (Ctrl+B)"
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="sidebar" />
      </button>
      <FarmSwitcher />
      <div className="flex-1" />
      <SyncBadge onClick={onSync} />
      <SinoDeAlertas />
      <UserMenu onPwa={onPwa} />
    </header>
  );
}

function SidebarNav({ collapsed, onNavigate }: { collapsed?: boolean; onNavigate?(): void }) {
  const session = useSession();
  const [path] = useLocation();
  const modules = session?.modules ?? [];
  const painel = painelNoMenu(session);
  return (
    <nav className="flex-1 overflow-y-auto py-3" aria-label="Navegação principal">
      {!collapsed && <SemModulosNoMenu />}
      {SIDEBAR.map((section) => {
        const items = section.items.filter((i) => allowed(i, modules));
        if (!items.length) return null;
        return (
          <div key={section.title} className="mb-3">
            {!collapsed && (
              <h2 className="px-4 pb-1 text-xs font-semibold tracking-wide text-base-content/70 uppercase">
                {section.title}
              </h2>
            )}
            <ul className={`menu w-full gap-0.5 ${collapsed ? 'px-1' : 'px-2'}`}>
              {items.map((item) =>
                isGroup(item) ? (
                  <SidebarGroup
                    key={item.href}
                    group={item}
                    path={path}
                    modules={modules}
                    collapsed={collapsed}
                    onNavigate={onNavigate}
                  />
                ) : (
                  <li key={item.href}>
                    <SidebarLink
                      item={item}
                      active={isActive(item.href, path, item.href === '/dashboard/inventario')}
                      collapsed={collapsed}
                      onNavigate={onNavigate}
                    />
                  </li>
                ),
              )}
            </ul>
          </div>
        );
      })}
      {painel && (
        <div className="mb-3">
          {!collapsed && (
            <h2 className="px-4 pb-1 text-xs font-semibold tracking-wide text-base-content/70 uppercase">Fazendas</h2>
          )}
          <ul className={`menu w-full ${collapsed ? 'px-1' : 'px-2'}`}>
            <li>
              <SidebarLink
                item={painel}
                active={isActive(painel.href, path)}
                collapsed={collapsed}
                onNavigate={onNavigate}
              />
            </li>
          </ul>
        </div>
      )}
      {session?.user.isAdmin && (
        <div className="mb-3">
          {!collapsed && (
            <h2 className="px-4 pb-1 text-xs font-semibold tracking-wide text-base-content/70 uppercase">
              Administração
            </h2>
          )}
          <ul className={`menu w-full ${collapsed ? 'px-1' : 'px-2'}`}>
            <li>
              <SidebarLink
                item={{ label: 'Painel Administrativo', href: '/dashboard/admin', icon: 'shield', modules: [] }}
                active={isActive('/dashboard/admin', path)}
                collapsed={collapsed}
                onNavigate={onNavigate}
              />
            </li>
          </ul>
        </div>
      )}
    </nav>
  );
}

/** An empty menu says why: the farm leaves this user no module (the page says whom to ask). */
function SemModulosNoMenu() {
  const session = useSession();
  if (!session?.currentFarmId || session.modules.length) return null;
  return <p className="px-4 py-2 text-sm text-base-content/70">{MSG.semModulosTitulo}</p>;
}

function SidebarLink({
  item,
  active,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  active: boolean;
  collapsed?: boolean;
  onNavigate?(): void;
}) {
  return (
    <Link
      href={item.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? item.label : undefined}
      aria-label={collapsed ? item.label : undefined}
      className={`min-h-11 ${active ? 'menu-active bg-primary/10! font-semibold text-primary!' : ''} ${collapsed ? 'justify-center px-0' : ''}`}
    >
      <Icon name={item.icon} />
      {!collapsed && <span>{item.label}</span>}
    </Link>
  );
}

function SidebarGroup({
  group,
  path,
  modules,
  collapsed,
  onNavigate,
}: {
  group: NavGroup;
  path: string;
  modules: readonly string[];
  collapsed?: boolean;
  onNavigate?(): void;
}) {
  const inside = isActive(group.href, path);
  const [open, setOpen] = useState(inside);
  useEffect(() => {
    if (inside) setOpen(true);
  }, [inside]);
  if (collapsed) {
    return (
      <li>
        <SidebarLink item={group} active={inside} collapsed onNavigate={onNavigate} />
      </li>
    );
  }
  const children = group.children.filter((c) => allowed(c, modules));
  return (
    <li>
      <button
        type="button"
        className={`min-h-11 ${inside ? 'font-semibold text-primary' : ''}`}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={group.icon} />
        <span className="flex-1 text-left leading-tight">{group.label}</span>
        <Icon name="chevronDown" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <ul>
          <li>
            <SidebarLink
              item={{ ...group, label: 'Início da Avaliação', icon: 'home' }}
              active={path === group.href}
              onNavigate={onNavigate}
            />
          </li>
          {children.map((c) => (
            <li key={c.href}>
              <SidebarLink item={c} active={isActive(c.href, path)} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A row of a menu that closes the menu, then does what it says (the user menu's at a PC, the ☰ menu's on a phone). */
function AcaoDoMenu({
  icon,
  compacto,
  perigo,
  fechar,
  fazer,
  children,
}: {
  icon: IconName;
  compacto?: boolean;
  perigo?: boolean;
  fechar(): void;
  fazer(): void;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        className={`${compacto ? 'min-h-11' : 'min-h-12'} ${perigo ? 'text-error' : ''}`}
        onClick={() => {
          fechar();
          fazer();
        }}
      >
        <Icon name={icon} className={compacto ? 'size-4' : undefined} /> {children}
      </button>
    </li>
  );
}

function UserMenu({ onPwa }: { onPwa(): void }) {
  const session = useSession();
  const [, navigate] = useLocation();
  const logout = useLogout();
  if (!session) return null;
  const { user } = session;
  const initial = iniciais(session);
  return (
    <Popover
      label="Menu do usuário"
      // WCAG 2.5.3: the name starts with what the button shows (the user's name; its initial on narrower screens).
      buttonLabel={`${user.name} — Menu do usuário`}
      className="w-72"
      buttonClassName="btn btn-ghost min-h-11 gap-2 px-2"
      button={
        <>
          <span className="avatar avatar-placeholder">
            <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-content">
              <span className="font-semibold">{initial}</span>
            </span>
          </span>
          <span className="hidden max-w-40 truncate font-medium lg:inline">{user.name}</span>
          <Icon name="chevronDown" className="size-4 opacity-60" />
        </>
      }
    >
      {(close) => (
        <div className="p-2">
          <div className="border-b border-base-200 px-3 pt-1 pb-3">
            <p className="font-semibold">{user.name}</p>
            <p className="truncate text-sm text-base-content/70">{user.email}</p>
          </div>
          <ul className="menu w-full p-0 pt-2">
            {user.isAdmin && (
              <AcaoDoMenu icon="shield" compacto fechar={close} fazer={() => navigate('/dashboard/admin')}>
                Painel Administrativo
              </AcaoDoMenu>
            )}
            {temEscolha(session) && (
              <AcaoDoMenu icon="swap" compacto fechar={close} fazer={() => navigate(farmSelectorHref(user.isAdmin))}>
                Trocar Fazenda
              </AcaoDoMenu>
            )}
            <AcaoDoMenu icon="settings" compacto fechar={close} fazer={onPwa}>
              Configurações PWA
            </AcaoDoMenu>
            <AcaoDoMenu icon="logout" compacto perigo fechar={close} fazer={logout}>
              Sair
            </AcaoDoMenu>
          </ul>
        </div>
      )}
    </Popover>
  );
}

// ---------- mobile ----------

function iniciais(session: ReturnType<typeof useSession>): string {
  return session?.user.name.trim().charAt(0).toUpperCase() || '?';
}

function MobileHeader({ menuOpen, onMenu, onSync }: { menuOpen: boolean; onMenu(): void; onSync(): void }) {
  const session = useSession();
  const farm = useFazendaAtual();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-base-300 bg-base-100 px-2 print:hidden">
      <button
        type="button"
        className="btn btn-ghost btn-square min-h-11 min-w-11"
        aria-label="Abrir menu"
        aria-expanded={menuOpen}
        onClick={onMenu}
      >
        <Icon name="menu" />
      </button>
      <div className="flex min-w-0 flex-1 flex-col leading-tight">
        <span className="font-bold text-primary">Gestão Leiteira</span>
        <span className="truncate text-xs text-base-content/70" data-testid="mobile-farm">
          {farm?.name ?? (session?.user.isAdmin ? 'Todas as fazendas' : 'Nenhuma fazenda')}
        </span>
      </div>
      <SyncBadge onClick={onSync} />
      <SinoDeAlertas />
      <button
        type="button"
        className="avatar avatar-placeholder min-h-11 min-w-11 items-center justify-center"
        aria-label={`Usuário ${session?.user.name ?? ''}`}
        onClick={onMenu}
      >
        <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-content">
          <span className="font-semibold">{iniciais(session)}</span>
        </span>
      </button>
    </header>
  );
}

function MobileTabs({ onMenu }: { onMenu(): void }) {
  const session = useSession();
  const [path] = useLocation();
  const tabs = MOBILE_TABS.filter((t) => allowed(t, session?.modules ?? []));
  return (
    <nav
      className="fixed inset-x-0 bottom-0 z-30 grid border-t border-base-300 bg-base-100 pb-[env(safe-area-inset-bottom)] print:hidden"
      style={{ gridTemplateColumns: `repeat(${tabs.length + 1}, minmax(0, 1fr))` }}
      aria-label="Navegação inferior"
    >
      {tabs.map((t) => {
        const active = isActive(t.href, path);
        return (
          <Link
            key={t.href}
            href={t.href}
            aria-current={active ? 'page' : undefined}
            className={`flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] ${active ? 'font-semibold text-primary' : 'text-base-content/70'}`}
          >
            <Icon name={t.icon} className="size-5" />
            {t.label}
          </Link>
        );
      })}
      <button
        type="button"
        className="flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] text-base-content/70"
        onClick={onMenu}
      >
        <Icon name="menu" className="size-5" />
        Menu
      </button>
    </nav>
  );
}

/** One screen in the phone's ☰ menu (the manifest's screens and the farms' desk alike). */
function ItemDoMenu({
  tela,
  path,
  onClose,
}: {
  tela: { href: string; icon: IconName; label: string };
  path: string;
  onClose(): void;
}) {
  return (
    <li>
      <Link
        href={tela.href}
        className={`min-h-12 ${isActive(tela.href, path) ? 'menu-active bg-primary/10! text-primary!' : ''}`}
        onClick={onClose}
      >
        <Icon name={tela.icon} /> {tela.label}
      </Link>
    </li>
  );
}

function MobileMenu({ onClose, onPwa }: { onClose(): void; onPwa(): void }) {
  const session = useSession();
  const [path, navigate] = useLocation();
  const logout = useLogout();
  const menu = MOBILE_MENU.filter((t) => allowed(t, session?.modules ?? []));
  const painel = painelNoMenu(session);
  const initial = iniciais(session);
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className="fixed inset-0 z-50 flex flex-col bg-base-100"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      style={{ animation: 'slide-in 160ms ease-out' }}
    >
      <div className="flex h-14 items-center gap-2 border-b border-base-300 px-2">
        <span className="flex-1 px-2 text-lg font-bold text-primary">Gestão Leiteira</span>
        <button
          type="button"
          className="btn btn-ghost btn-square min-h-11 min-w-11"
          aria-label="Fechar menu"
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="flex items-center gap-3 border-b border-base-200 p-4">
        <span className="avatar avatar-placeholder">
          <span className="flex size-11 items-center justify-center rounded-full bg-primary text-primary-content">
            <span className="text-lg font-semibold">{initial}</span>
          </span>
        </span>
        <div className="min-w-0">
          <p className="font-semibold">{session?.user.name}</p>
          <p className="truncate text-sm text-base-content/70">{session?.user.email}</p>
        </div>
      </div>
      <div className="p-3">
        <FarmSwitcher compact />
      </div>
      <SemModulosNoMenu />
      <ul className="menu w-full flex-1 flex-nowrap gap-1 overflow-y-auto px-3 text-base">
        {menu.map((t) => (
          <ItemDoMenu key={t.href} tela={t} path={path} onClose={onClose} />
        ))}
        <li className="menu-title mt-2">Mais</li>
        {painel && <ItemDoMenu tela={painel} path={path} onClose={onClose} />}
        {session?.user.isAdmin && (
          <li>
            <Link href="/dashboard/admin" className="min-h-12" onClick={onClose}>
              <Icon name="shield" /> Painel Administrativo
            </Link>
          </li>
        )}
        {temEscolha(session) && (
          <AcaoDoMenu
            icon="swap"
            fechar={onClose}
            fazer={() => navigate(farmSelectorHref(Boolean(session?.user.isAdmin)))}
          >
            Trocar Fazenda
          </AcaoDoMenu>
        )}
        <AcaoDoMenu icon="settings" fechar={onClose} fazer={onPwa}>
          Configurações PWA
        </AcaoDoMenu>
      </ul>
      <div className="border-t border-base-300 p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
        <button
          type="button"
          className="btn btn-outline btn-error min-h-12 w-full"
          onClick={() => {
            onClose();
            logout();
          }}
        >
          <Icon name="logout" /> Sair
        </button>
      </div>
    </div>
  );
}
