/** 'Anterior' / 'Próxima' under a list the server answers a page at a time (kernel page(): 50 rows by default). */
export function Pager({ pagina, temMais, onChange }: { pagina: number; temMais: boolean; onChange(p: number): void }) {
  if (pagina === 1 && !temMais) return null;
  return (
    <nav className="flex items-center justify-end gap-2" aria-label="Paginação">
      <button type="button" className="btn min-h-11" disabled={pagina <= 1} onClick={() => onChange(pagina - 1)}>
        Anterior
      </button>
      <span className="text-sm">Página {pagina}</span>
      <button type="button" className="btn min-h-11" disabled={!temMais} onClick={() => onChange(pagina + 1)}>
        Próxima
      </button>
    </nav>
  );
}
